import type { AreaTexts } from '../../../../../records/area-texts.ts';

export const messEn = {
  title: 'Mess',
  singular: 'Mess entry',
  newTitle: 'Record staff food',
  subtitle: 'Food bought for the people working on each farm',
  empty: 'No staff food recorded yet.',
  fields: {
    date: 'Date',
    farmId: 'Farm',
    farmName: 'Farm',
    description: 'What was bought',
    persons: 'Persons',
    amount: 'Amount',
    notes: 'Notes',
  },
  hints: { persons: 'How many people it fed' },
} satisfies AreaTexts;

/** The mess area's words: Turkish and Arabic give the same ones. */
export type MessTexts = typeof messEn;
