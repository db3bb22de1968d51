import { addDays, seededRandom } from './random.ts';
import type { DemoFeedUse } from './demo-flocks.ts';

export type FeedDelivery = {
  date: string;
  feedType: string;
  bags: string;
  pricePerBag: string;
  invoiceNo: string;
};

const BAG_KG = 50;
const LOT_BAGS = 200;
/** Price per 50 kg bag by feed type (PKR): about 95-120 per kg. */
const BAG_PRICE: Record<string, number> = {
  starter: 5900,
  grower: 5500,
  finisher: 5200,
  layer: 4800,
};

/**
 * Deliveries that keep a farm's feed of each type in stock for the usage given: a lot of
 * 200 bags arrives two days before the stock would run out, so the demo never overdraws.
 */
export function feedDeliveries(usage: DemoFeedUse[], seed: number): FeedDelivery[] {
  const random = seededRandom(seed);
  const stock = new Map<string, number>();
  const deliveries: FeedDelivery[] = [];
  const sorted = [...usage].sort((a, b) => a.date.localeCompare(b.date));
  for (const use of sorted) {
    const needed = Number(use.quantityKg);
    while ((stock.get(use.feedType) ?? 0) < needed) {
      stock.set(use.feedType, (stock.get(use.feedType) ?? 0) + LOT_BAGS * BAG_KG);
      const base = BAG_PRICE[use.feedType] ?? 5000;
      deliveries.push({
        date: addDays(use.date, -2),
        feedType: use.feedType,
        bags: String(LOT_BAGS),
        pricePerBag: (base * (0.95 + random() * 0.1)).toFixed(2),
        invoiceNo: `FD-${String(deliveries.length + 1).padStart(4, '0')}`,
      });
    }
    stock.set(use.feedType, (stock.get(use.feedType) ?? 0) - needed);
  }
  return deliveries;
}

export type DemoMedicine = {
  name: string;
  kind: string;
  unit: string;
  unitPrice: string;
  withdrawalDaysMeat: number;
  withdrawalDaysEggs: number;
  /** Age of the flock at each use, and how it is given. */
  uses: { age: number; purpose: string; method: string }[];
  /** Quantity per bird per use (doses or ml). */
  perBird: number;
  shelfLifeDays: number;
};

/** The medicine programme every broiler flock follows. */
export const BROILER_PROGRAMME: DemoMedicine[] = [
  {
    name: 'ND + IB vaccine (Lasota)',
    kind: 'vaccine',
    unit: 'dose',
    unitPrice: '0.85',
    withdrawalDaysMeat: 0,
    withdrawalDaysEggs: 0,
    uses: [
      { age: 7, purpose: 'vaccination', method: 'eye drop' },
      { age: 21, purpose: 'vaccination', method: 'water' },
    ],
    perBird: 1,
    shelfLifeDays: 365,
  },
  {
    name: 'Gumboro (IBD) vaccine',
    kind: 'vaccine',
    unit: 'dose',
    unitPrice: '1.10',
    withdrawalDaysMeat: 0,
    withdrawalDaysEggs: 0,
    uses: [{ age: 14, purpose: 'vaccination', method: 'water' }],
    perBird: 1,
    shelfLifeDays: 365,
  },
  {
    name: 'Multivitamin with electrolytes',
    kind: 'vitamin',
    unit: 'ml',
    unitPrice: '1.40',
    withdrawalDaysMeat: 0,
    withdrawalDaysEggs: 0,
    uses: [
      { age: 1, purpose: 'prevention', method: 'water' },
      { age: 22, purpose: 'prevention', method: 'water' },
    ],
    perBird: 0.5,
    shelfLifeDays: 540,
  },
];

/** A treatment course for a flock with trouble: it starts a meat withdrawal period. */
export const ANTIBIOTIC_COURSE: DemoMedicine = {
  name: 'Enrofloxacin 10% oral',
  kind: 'antibiotic',
  unit: 'ml',
  unitPrice: '2.60',
  withdrawalDaysMeat: 8,
  withdrawalDaysEggs: 0,
  uses: [],
  perBird: 0.1,
  shelfLifeDays: 720,
};
