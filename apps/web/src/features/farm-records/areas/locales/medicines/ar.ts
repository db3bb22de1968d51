import { stockOptionsAr } from '../stock-options/ar.ts';
import type { MedicinesTexts } from './en.ts';

export const medicinesAr: MedicinesTexts = {
  title: 'الأدوية',
  singular: 'شراء دواء',
  newTitle: 'تسجيل شراء دواء',
  subtitle: 'اللقاحات والأدوية والفيتامينات المشتراة لكل مزرعة، تشغيلة بتشغيلة',
  empty: 'لم تُسجَّل مشتريات أدوية بعد.',
  fields: {
    date: 'التاريخ',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    name: 'الدواء',
    kind: 'النوع',
    unit: 'الوحدة',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    total: 'الإجمالي',
    used: 'المستخدم',
    remaining: 'المتبقي',
    supplierId: 'المورد',
    supplierName: 'المورد',
    batchNo: 'رقم التشغيلة',
    expiresOn: 'تاريخ الانتهاء',
    withdrawalDaysMeat: 'فترة السحب، اللحم',
    withdrawalDaysEggs: 'فترة السحب، البيض',
    notes: 'ملاحظات',
  },
  options: { kind: stockOptionsAr.medicineKind, unit: stockOptionsAr.medicineUnit },
  units: { withdrawalDaysMeat: 'يوم', withdrawalDaysEggs: 'يوم' },
  hints: {
    withdrawalDaysMeat: 'الأيام بعد آخر استخدام قبل بيع الطيور للحم',
    withdrawalDaysEggs: 'الأيام بعد آخر استخدام قبل بيع البيض',
  },
};
