import type { PluralText } from '../../../../../lib/translator.ts';

export type FlockPerformanceTexts = {
  performance: string;
  money: string;
  fcr: string;
  fcrOnWeighing: string;
  fcrSoldOut: string;
  fcrMissing: string;
  fcrNoFeed: string;
  epef: string;
  epefDetail: string;
  feedUsed: string;
  feedPerBird: string;
  adg: string;
  adgUnit: string;
  liveKg: string;
  henDay: string;
  henDayDetail: string;
  feedStock: string;
  feedStockDays: PluralText;
  feedStockNone: string;
  /** The unit after a number of days (its form follows the number). */
  days: PluralText;
  kg: string;
  totalCost: string;
  costParts: string;
  revenue: string;
  kgSold: string;
  profit: string;
  perBirdSold: string;
  costPerKg: string;
  nothingSold: string;
  loadFailed: string;
};

/** Words of the flock page's performance and money figures. */
export const flockPerformanceEn: FlockPerformanceTexts = {
  performance: 'Performance',
  money: 'Costs and profit',
  fcr: 'FCR',
  fcrOnWeighing: 'on the weighing of {{date}}',
  fcrSoldOut: 'on everything sold',
  fcrMissing: 'needs a weighing',
  fcrNoFeed: 'needs feed use records',
  epef: 'EPEF',
  epefDetail: 'production efficiency factor',
  feedUsed: 'Feed used',
  feedPerBird: '{{grams}} g per bird per day',
  adg: 'Daily gain',
  adgUnit: 'g/day',
  liveKg: '{{kg}} kg live weight produced',
  henDay: 'Hen-day',
  henDayDetail: 'eggs per 100 hen-days',
  feedStock: 'Feed stock',
  feedStockDays: {
    one: 'lasts {{count}} day at this week’s use',
    other: 'lasts {{count}} days at this week’s use',
  },
  feedStockNone: 'no recent feed use',
  days: { one: 'day', other: 'days' },
  kg: 'kg',
  totalCost: 'Total cost',
  costParts:
    'chicks {{chicks}} · feed {{feed}} · medicine {{medicine}} · direct {{direct}} · farm share {{allocated}}',
  revenue: 'Revenue',
  kgSold: '{{kg}} kg sold',
  profit: 'Profit',
  perBirdSold: '{{cost}} cost per bird sold',
  costPerKg: 'Cost per kg sold',
  nothingSold: 'nothing sold yet',
  loadFailed: 'The flock’s figures could not be loaded.',
};
