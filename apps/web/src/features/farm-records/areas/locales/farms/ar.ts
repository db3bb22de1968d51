import type { FarmsTexts } from './en.ts';

export const farmsAr: FarmsTexts = {
  title: 'المزارع',
  singular: 'مزرعة',
  newTitle: 'مزرعة جديدة',
  subtitle: 'المواقع وحظائرها وسعتها والطيور الموجودة فيها الآن',
  empty: 'لا توجد مزارع بعد. أضف أول مزرعة لبدء إدخال القطعان.',
  fields: {
    name: 'الاسم',
    code: 'الرمز',
    location: 'الموقع',
    ownerName: 'المالك',
    managerName: 'المدير',
    phone: 'الهاتف',
    capacityBirds: 'السعة (طيور)',
    houses: 'الحظائر',
    areaM2: 'المساحة',
    notes: 'ملاحظات',
    active: 'الحالة',
    activeFlocks: 'القطعان النشطة',
    birdsAlive: 'الطيور الحية',
    timeZone: 'المنطقة الزمنية',
  },
  options: { active: { true: 'نشطة', false: 'غير نشطة' } },
  units: { areaM2: 'م²' },
  hints: {
    capacityBirds: 'إذا كانت للمزرعة حظائر: مجموع سعاتها',
    houses: 'إذا كانت للمزرعة حظائر: عدد المستخدم منها',
    code: 'رمز قصير يظهر في التقارير، مثل GAP',
    timeZone: 'تواريخ المزرعة (اليوم) وفق هذه المنطقة؛ فارغ: منطقة التثبيت',
  },
};
