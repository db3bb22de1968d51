import { stockOptionsAr } from '../stock-options/ar.ts';
import type { MedicineUsesTexts } from './en.ts';

export const medicineUsesAr: MedicineUsesTexts = {
  title: 'استخدام الأدوية',
  singular: 'استخدام دواء',
  newTitle: 'تسجيل تحصين أو علاج',
  subtitle: 'التحصينات والعلاجات المعطاة لكل قطيع مع فترات السحب',
  empty: 'لم يُسجَّل استخدام أدوية بعد.',
  fields: {
    date: 'التاريخ',
    farmName: 'المزرعة',
    flockName: 'القطيع',
    flockId: 'القطيع',
    medicineId: 'تشغيلة الدواء',
    medicineName: 'الدواء',
    quantity: 'الكمية',
    purpose: 'الغرض',
    method: 'الطريقة',
    administeredBy: 'أعطاه',
    withdrawalMeatUntil: 'لا بيع للحم حتى',
    withdrawalEggsUntil: 'لا بيع للبيض حتى',
    notes: 'ملاحظات',
  },
  options: {
    purpose: stockOptionsAr.medicinePurpose,
    method: stockOptionsAr.medicineMethod,
    unit: stockOptionsAr.medicineUnit,
  },
  hints: {
    medicineId: 'تشغيلات مزرعة القطيع مع المتبقي منها؛ اختر القطيع أولًا',
    quantity: 'بوحدة التشغيلة؛ لا تزيد على المتبقي',
  },
};
