import type { PluralText } from '../../../../lib/translator.ts';

export type StockTexts = {
  title: string;
  subtitle: string;
  farm: string;
  date: string;
  chooseFarm: string;
  feed: string;
  feedHint: string;
  medicine: string;
  medicineHint: string;
  feedType: string;
  purchasedKg: string;
  usedKg: string;
  stockKg: string;
  usedLast7Days: string;
  daysLeft: string;
  days: PluralText;
  noRecentUse: string;
  medicineName: string;
  unit: string;
  purchased: string;
  used: string;
  remaining: string;
  expiresOn: string;
  expired: string;
  noFeed: string;
  noMedicine: string;
  recordFeed: string;
  recordMedicine: string;
};

/** The stock screen's own words. */
export const stockEn: StockTexts = {
  title: 'Stock',
  subtitle: 'Feed and medicine on hand per farm, from purchases and use',
  farm: 'Farm',
  date: 'On',
  chooseFarm: 'Choose a farm to see its stock.',
  feed: 'Feed',
  feedHint: 'Days left at the last 7 days’ rate of use',
  medicine: 'Medicine',
  medicineHint: 'Batches with something left, soonest expiry first',
  feedType: 'Feed type',
  purchasedKg: 'Bought (kg)',
  usedKg: 'Used (kg)',
  stockKg: 'In stock (kg)',
  usedLast7Days: 'Used, last 7 days (kg)',
  daysLeft: 'Days left',
  days: { one: '{{count}} day', other: '{{count}} days' },
  noRecentUse: 'No use in 7 days',
  medicineName: 'Medicine',
  unit: 'Unit',
  purchased: 'Bought',
  used: 'Used',
  remaining: 'Left',
  expiresOn: 'Expires',
  expired: 'Expired',
  noFeed: 'No feed in stock on this date.',
  noMedicine: 'No medicine in stock on this date.',
  recordFeed: 'Buy feed',
  recordMedicine: 'Buy medicine',
};
