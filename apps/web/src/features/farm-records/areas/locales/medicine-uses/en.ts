import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { stockOptionsEn } from '../stock-options/en.ts';

export const medicineUsesEn = {
  title: 'Medicine use',
  singular: 'Medicine use',
  newTitle: 'Record a vaccination or treatment',
  subtitle: 'Vaccinations and treatments given to each flock, with their withdrawal periods',
  empty: 'No medicine use recorded yet.',
  fields: {
    date: 'Date',
    farmName: 'Farm',
    flockName: 'Flock',
    flockId: 'Flock',
    medicineId: 'Medicine batch',
    medicineName: 'Medicine',
    quantity: 'Quantity',
    purpose: 'Purpose',
    method: 'Method',
    administeredBy: 'Given by',
    withdrawalMeatUntil: 'No meat sale until',
    withdrawalEggsUntil: 'No egg sale until',
    notes: 'Notes',
  },
  options: {
    purpose: stockOptionsEn.medicinePurpose,
    method: stockOptionsEn.medicineMethod,
    unit: stockOptionsEn.medicineUnit,
  },
  hints: {
    medicineId: 'Batches on the flock’s farm, with what is left; choose the flock first',
    quantity: 'In the batch’s unit; no more than what is left',
  },
} satisfies AreaTexts;

/** The medicine uses area's words: Turkish and Arabic give the same ones. */
export type MedicineUsesTexts = typeof medicineUsesEn;
