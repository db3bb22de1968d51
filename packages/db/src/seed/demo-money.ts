import { addDays } from './random.ts';

export const DEMO_PARTIES = [
  {
    key: 'al-noor',
    name: 'Al-Noor Poultry Traders',
    kind: 'customer',
    phone: '+92 300 4411223',
    address: 'Mandi Road, Okara',
    openingBalance: '0',
  },
  {
    key: 'madina',
    name: 'Madina Chicken Suppliers',
    kind: 'customer',
    phone: '+92 321 7788990',
    address: 'Ferozepur Road, Lahore',
    openingBalance: '45000',
  },
  {
    key: 'city-eggs',
    name: 'City Egg Centre',
    kind: 'customer',
    phone: '+92 333 1212121',
    address: 'Main Bazaar, Sheikhupura',
    openingBalance: '0',
  },
  {
    key: 'punjab-feeds',
    name: 'Punjab Feeds Ltd.',
    kind: 'supplier',
    phone: '+92 42 35550100',
    address: 'Industrial Estate, Kasur',
    openingBalance: '-120000',
  },
  {
    key: 'vet-care',
    name: 'VetCare Pharmacy',
    kind: 'supplier',
    phone: '+92 300 9090909',
    address: 'Hospital Road, Okara',
    openingBalance: '0',
  },
] as const;

export const DEMO_EMPLOYEES = [
  {
    farmKey: 'green-acres',
    name: 'Kamran Ali',
    position: 'Shed supervisor',
    monthlySalary: '45000',
    joinedDaysAgo: 700,
  },
  {
    farmKey: 'green-acres',
    name: 'Naveed Shah',
    position: 'Shed worker',
    monthlySalary: '32000',
    joinedDaysAgo: 400,
  },
  {
    farmKey: 'green-acres',
    name: 'Imran Masih',
    position: 'Night guard',
    monthlySalary: '28000',
    joinedDaysAgo: 260,
  },
  {
    farmKey: 'riverbend',
    name: 'Sajid Hussain',
    position: 'Farm manager',
    monthlySalary: '55000',
    joinedDaysAgo: 900,
  },
  {
    farmKey: 'riverbend',
    name: 'Asif Iqbal',
    position: 'Egg collector',
    monthlySalary: '30000',
    joinedDaysAgo: 200,
  },
] as const;

/** The last `count` whole months before the seed date, oldest first, as YYYY-MM. */
export function pastMonths(seedDate: string, count: number): string[] {
  const [year, month] = seedDate.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const offset = count - index;
    const date = new Date(Date.UTC(year, month - 1 - offset, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Selling off a finished broiler flock over its last three days: 40 %, 35 %, then the rest. */
export function selloffDays(closedOn: string): { date: string; share: number | 'rest' }[] {
  return [
    { date: addDays(closedOn, -2), share: 0.4 },
    { date: addDays(closedOn, -1), share: 0.35 },
    { date: closedOn, share: 'rest' },
  ];
}
