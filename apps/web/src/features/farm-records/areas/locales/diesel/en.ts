import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { stockOptionsEn } from '../stock-options/en.ts';

export const dieselEn = {
  title: 'Diesel',
  singular: 'Diesel entry',
  newTitle: 'Record diesel',
  subtitle: 'Fuel for generators, vehicles and heaters, by farm and flock',
  empty: 'No diesel recorded yet.',
  fields: {
    date: 'Date',
    farmId: 'Farm',
    farmName: 'Farm',
    flockId: 'Flock',
    flockName: 'Flock',
    litres: 'Litres',
    pricePerLitre: 'Price per litre',
    total: 'Total',
    purpose: 'Purpose',
    notes: 'Notes',
  },
  options: { purpose: stockOptionsEn.dieselPurpose },
  units: { litres: 'L' },
  hints: { flockId: 'Leave empty when the whole farm used it' },
} satisfies AreaTexts;

/** The diesel area's words: Turkish and Arabic give the same ones. */
export type DieselTexts = typeof dieselEn;
