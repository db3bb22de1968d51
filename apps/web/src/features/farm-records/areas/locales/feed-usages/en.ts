import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { stockOptionsEn } from '../stock-options/en.ts';

export const feedUsagesEn = {
  title: 'Feed usage',
  singular: 'Feed usage',
  newTitle: 'Record feed usage',
  subtitle: 'Feed given to each flock, taken from its farm’s stock',
  empty: 'No feed usage recorded yet.',
  fields: {
    date: 'Date',
    farmName: 'Farm',
    flockName: 'Flock',
    flockId: 'Flock',
    feedType: 'Feed type',
    bags: 'Bags',
    bagWeightKg: 'Bag weight',
    quantityKg: 'Quantity',
    notes: 'Notes',
  },
  options: { feedType: stockOptionsEn.feedType },
  units: { bagWeightKg: 'kg', quantityKg: 'kg' },
  hints: {
    bags: 'Or leave empty and enter the kilograms',
    quantityKg: 'No more than the farm’s stock of this feed on that date',
  },
} satisfies AreaTexts;

/** The feed usages area's words: Turkish and Arabic give the same ones. */
export type FeedUsagesTexts = typeof feedUsagesEn;
