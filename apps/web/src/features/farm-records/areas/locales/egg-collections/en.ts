import type { AreaTexts } from '../../../../../records/area-texts.ts';

export const eggCollectionsEn = {
  title: 'Egg collections',
  singular: 'Egg collection',
  newTitle: 'Record an egg collection',
  subtitle: 'Eggs gathered from laying flocks, day by day',
  empty: 'No egg collections recorded yet.',
  fields: {
    date: 'Date',
    farmName: 'Farm',
    flockName: 'Flock',
    flockId: 'Flock',
    eggs: 'Eggs',
    broken: 'Broken',
    notes: 'Notes',
  },
  hints: { flockId: 'Layer and breeder flocks', broken: 'Of the eggs collected' },
} satisfies AreaTexts;

/** The egg collections area's words: Turkish and Arabic give the same ones. */
export type EggCollectionsTexts = typeof eggCollectionsEn;
