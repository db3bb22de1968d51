import type { AreaTexts } from '../../../../../records/area-texts.ts';

export const weighingsEn = {
  title: 'Weighings',
  singular: 'Weighing',
  newTitle: 'Record a weighing',
  subtitle: 'Sample weights that track growth against the breed curve',
  empty: 'No weighings recorded yet.',
  fields: {
    date: 'Date',
    farmName: 'Farm',
    flockName: 'Flock',
    flockId: 'Flock',
    sampleSize: 'Birds weighed',
    averageWeightG: 'Average weight',
    notes: 'Notes',
  },
  units: { averageWeightG: 'g' },
  hints: { sampleSize: 'How many birds were put on the scale' },
} satisfies AreaTexts;

/** The weighings area's words: Turkish and Arabic give the same ones. */
export type WeighingsTexts = typeof weighingsEn;
