import { targetWeightG } from '@flockbook/contracts';
import { addDays, seededRandom } from './random.ts';

export type DemoFarm = {
  key: string;
  name: string;
  code: string;
  location: string;
  ownerName: string;
  managerName: string;
  phone: string;
  capacityBirds: number;
  houses: number;
  areaM2: string;
  notes: string;
  timeZone: string;
};

export type DemoFlock = {
  farmKey: string;
  name: string;
  type: 'broiler' | 'layer';
  breed: string;
  house: string;
  /** Days before the seed date the chicks arrived. */
  placedDaysAgo: number;
  /** Age at closing, for flocks already finished. */
  closedAtAge?: number;
  chicksPlaced: number;
  freeChicks: number;
  chickPrice: string;
  targetAgeDays: number;
  /** Share of birds expected to die over 42 days (broilers) or the period shown (layers). */
  mortality: number;
  /** How far the flock runs above (>1) or below (<1) the breed's weight. */
  growth: number;
  notes: string;
};

/** The demo farms are in Punjab, so their dates fall in Pakistan's time zone. */
export const DEMO_TIME_ZONE = 'Asia/Karachi';

export const DEMO_FARMS: DemoFarm[] = [
  {
    key: 'green-acres',
    name: 'Green Acres Poultry',
    code: 'GAP',
    location: 'Okara, Punjab',
    ownerName: 'Rashid Mehmood',
    managerName: 'Amina Rahman',
    phone: '+92 300 5551234',
    capacityBirds: 36000,
    houses: 3,
    areaM2: '3600.00',
    notes: 'Environment-controlled houses with tunnel ventilation.',
    timeZone: DEMO_TIME_ZONE,
  },
  {
    key: 'riverbend',
    name: 'Riverbend Farm',
    code: 'RBF',
    location: 'Sheikhupura, Punjab',
    ownerName: 'Saima Tariq',
    managerName: 'Bilal Khan',
    phone: '+92 321 5554321',
    capacityBirds: 24000,
    houses: 2,
    areaM2: '2500.00',
    notes: 'Open-sided houses; layers in house L1.',
    timeZone: DEMO_TIME_ZONE,
  },
];

export const DEMO_FLOCKS: DemoFlock[] = [
  {
    farmKey: 'green-acres',
    name: 'GAP Ross Batch 21',
    type: 'broiler',
    breed: 'Ross 308',
    house: 'House 1',
    placedDaysAgo: 130,
    closedAtAge: 40,
    chicksPlaced: 12000,
    freeChicks: 240,
    chickPrice: '48.00',
    targetAgeDays: 40,
    mortality: 0.042,
    growth: 1.0,
    notes: 'Finished on time.',
  },
  {
    farmKey: 'green-acres',
    name: 'GAP Ross Batch 22',
    type: 'broiler',
    breed: 'Ross 308',
    house: 'House 2',
    placedDaysAgo: 75,
    closedAtAge: 42,
    chicksPlaced: 11500,
    freeChicks: 230,
    chickPrice: '55.00',
    targetAgeDays: 42,
    mortality: 0.061,
    growth: 0.96,
    notes: 'Heat wave in week 4.',
  },
  {
    farmKey: 'green-acres',
    name: 'GAP Ross Batch 23',
    type: 'broiler',
    breed: 'Ross 308',
    house: 'House 1',
    placedDaysAgo: 33,
    chicksPlaced: 12000,
    freeChicks: 240,
    chickPrice: '52.00',
    targetAgeDays: 40,
    mortality: 0.035,
    growth: 1.02,
    notes: '',
  },
  {
    farmKey: 'green-acres',
    name: 'GAP Cobb Batch 24',
    type: 'broiler',
    breed: 'Cobb 500',
    house: 'House 3',
    placedDaysAgo: 12,
    chicksPlaced: 10000,
    freeChicks: 200,
    chickPrice: '58.00',
    targetAgeDays: 38,
    mortality: 0.05,
    growth: 0.98,
    notes: 'First Cobb flock on this farm.',
  },
  {
    farmKey: 'riverbend',
    name: 'RBF Ross Batch 9',
    type: 'broiler',
    breed: 'Ross 308',
    house: 'House B1',
    placedDaysAgo: 24,
    chicksPlaced: 9000,
    freeChicks: 180,
    chickPrice: '50.00',
    targetAgeDays: 42,
    mortality: 0.075,
    growth: 0.93,
    notes: 'Chicks from a new hatchery.',
  },
  {
    farmKey: 'riverbend',
    name: 'RBF Lohmann Layers 3',
    type: 'layer',
    breed: 'Lohmann Brown',
    house: 'House L1',
    placedDaysAgo: 210,
    chicksPlaced: 6000,
    freeChicks: 60,
    chickPrice: '95.00',
    targetAgeDays: 560,
    mortality: 0.03,
    growth: 1.0,
    notes: 'Point of lay at 18 weeks.',
  },
];

export type DemoDeath = { date: string; count: number; cause: string };
export type DemoWeighing = { date: string; sampleSize: number; averageWeightG: string };
export type DemoEggs = { date: string; eggs: number; broken: number };
export type DemoFeedUse = { date: string; feedType: string; quantityKg: string };

/** Broiler feed by age, and the daily intake (g per bird) that gives an FCR near 1.6. */
function broilerFeed(age: number): { feedType: string; gramsPerBird: number } {
  const feedType = age <= 10 ? 'starter' : age <= 24 ? 'grower' : 'finisher';
  return { feedType, gramsPerBird: Math.min(215, 8 + 4.6 * age) };
}

const CAUSES = ['disease', 'unknown', 'crushing', 'culled', 'heat stress', 'cold'];

/** The daily records of one demo flock from placement to closing or to the seed date. */
export function demoFlockRecords(flock: DemoFlock, seedDate: string, index: number) {
  const random = seededRandom(1000 + index);
  const placedOn = addDays(seedDate, -flock.placedDaysAgo);
  const lastAge = flock.closedAtAge ?? flock.placedDaysAgo;
  const placed = flock.chicksPlaced + flock.freeChicks;
  const deaths: DemoDeath[] = [];
  const weighings: DemoWeighing[] = [];
  const eggs: DemoEggs[] = [];
  const feed: DemoFeedUse[] = [];
  let alive = placed;
  // Broilers lose most birds in the first week; layers at a low, steady rate.
  const horizon = flock.type === 'broiler' ? 42 : lastAge;
  for (let age = 1; age <= lastAge; age += 1) {
    const date = addDays(placedOn, age);
    const weight = flock.type === 'broiler' && age <= 10 ? 3 : 1;
    const expected = (placed * flock.mortality * weight) / (horizon + 20);
    const count = Math.max(0, Math.round(expected * (0.5 + random())));
    if (count > 0 && count < alive) {
      const cause =
        age <= 5 ? 'unknown' : (CAUSES[Math.floor(random() * CAUSES.length)] ?? 'unknown');
      deaths.push({ date, count, cause });
      alive -= count;
    }
    const { feedType, gramsPerBird } =
      flock.type === 'broiler'
        ? broilerFeed(age)
        : { feedType: 'layer', gramsPerBird: Math.min(118, 20 + age * 0.9) };
    const kilos = (alive * gramsPerBird * (0.97 + random() * 0.06)) / 1000;
    feed.push({ date, feedType, quantityKg: kilos.toFixed(3) });
    if (flock.type === 'broiler' && age % 7 === 0) {
      const average =
        (targetWeightG(flock.breed, age) ?? 0) * flock.growth * (0.97 + random() * 0.06);
      weighings.push({ date, sampleSize: 50, averageWeightG: average.toFixed(1) });
    }
    if (flock.type === 'layer' && age >= 126 && age > lastAge - 70) {
      // Production climbs from first eggs at 18 weeks to about 92 % hen-day at 26 weeks.
      const share = Math.min(0.92, 0.1 + ((age - 126) / 56) * 0.82) * (0.97 + random() * 0.04);
      const laid = Math.round(alive * share);
      eggs.push({ date, eggs: laid, broken: Math.round(laid * (0.004 + random() * 0.006)) });
    }
    if (flock.type === 'layer' && age % 28 === 0) {
      weighings.push({
        date,
        sampleSize: 40,
        averageWeightG: (Math.min(1950, 60 + age * 11) * (0.98 + random() * 0.04)).toFixed(1),
      });
    }
  }
  return {
    placedOn,
    closedOn: flock.closedAtAge === undefined ? null : addDays(placedOn, flock.closedAtAge),
    deaths,
    weighings,
    eggs,
    feed,
  };
}
