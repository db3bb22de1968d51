import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { stockOptionsEn } from '../stock-options/en.ts';

export const medicinesEn = {
  title: 'Medicine',
  singular: 'Medicine purchase',
  newTitle: 'Record a medicine purchase',
  subtitle: 'Vaccines, drugs and vitamins bought for each farm, batch by batch',
  empty: 'No medicine purchases recorded yet.',
  fields: {
    date: 'Date',
    farmId: 'Farm',
    farmName: 'Farm',
    name: 'Medicine',
    kind: 'Kind',
    unit: 'Unit',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    used: 'Used',
    remaining: 'Left',
    supplierId: 'Supplier',
    supplierName: 'Supplier',
    batchNo: 'Batch no.',
    expiresOn: 'Expires on',
    withdrawalDaysMeat: 'Withdrawal, meat',
    withdrawalDaysEggs: 'Withdrawal, eggs',
    notes: 'Notes',
  },
  options: { kind: stockOptionsEn.medicineKind, unit: stockOptionsEn.medicineUnit },
  units: { withdrawalDaysMeat: 'days', withdrawalDaysEggs: 'days' },
  hints: {
    withdrawalDaysMeat: 'Days after the last use before birds may be sold for meat',
    withdrawalDaysEggs: 'Days after the last use before eggs may be sold',
  },
} satisfies AreaTexts;

/** The medicines area's words: Turkish and Arabic give the same ones. */
export type MedicinesTexts = typeof medicinesEn;
