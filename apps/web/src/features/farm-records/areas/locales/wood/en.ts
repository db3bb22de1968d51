import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { stockOptionsEn } from '../stock-options/en.ts';

export const woodEn = {
  title: 'Wood',
  singular: 'Wood entry',
  newTitle: 'Record wood',
  subtitle: 'Wood for brooding heat and litter, by farm and flock',
  empty: 'No wood recorded yet.',
  fields: {
    date: 'Date',
    farmId: 'Farm',
    farmName: 'Farm',
    flockId: 'Flock',
    flockName: 'Flock',
    quantity: 'Quantity',
    unit: 'Unit',
    unitPrice: 'Unit price',
    total: 'Total',
    purpose: 'Purpose',
    notes: 'Notes',
  },
  options: { unit: stockOptionsEn.woodUnit, purpose: stockOptionsEn.woodPurpose },
  hints: { flockId: 'Leave empty when the whole farm used it' },
} satisfies AreaTexts;

/** The wood area's words: Turkish and Arabic give the same ones. */
export type WoodTexts = typeof woodEn;
