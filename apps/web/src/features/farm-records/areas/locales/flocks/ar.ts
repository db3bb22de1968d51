import { flockOptionsAr } from '../flock-options/ar.ts';
import type { FlocksTexts } from './en.ts';

export const flocksAr: FlocksTexts = {
  title: 'القطعان',
  singular: 'قطيع',
  newTitle: 'قطيع جديد',
  subtitle: 'كل دفعة مُدخلة وعمرها والطيور الحية ونسبة النفوق',
  empty: 'لا توجد قطعان بعد. أدخل أول قطيع في مزرعة.',
  fields: {
    name: 'القطيع',
    status: 'الحالة',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    type: 'النوع',
    breed: 'السلالة',
    houseId: 'الحظيرة',
    programmeId: 'برنامج التحصين',
    house: 'الحظيرة',
    placedOn: 'تاريخ الإدخال',
    chicksPlaced: 'الصيصان المُدخلة',
    freeChicks: 'صيصان مجانية',
    chickPrice: 'سعر الصوص',
    targetAgeDays: 'العمر المستهدف',
    ageDays: 'العمر (يوم)',
    birdsAlive: 'الطيور الحية',
    mortalityPercent: 'النفوق',
    notes: 'ملاحظات',
  },
  options: flockOptionsAr,
  units: { targetAgeDays: 'يوم' },
  hints: {
    programmeId: 'برامج هذا النوع من القطعان وهذه السلالة؛ تظهر بنودها في صفحة القطيع',
    houseId: 'حظائر المزرعة المستخدمة؛ لا يمكن اختيار حظيرة يسكنها قطيع نشط آخر',
    freeChicks: 'صيصان إضافية يضيفها المفقس دون مقابل',
    chickPrice: 'سعر الصوص الواحد المدفوع',
  },
};
