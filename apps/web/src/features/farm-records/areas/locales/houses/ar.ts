import type { HousesTexts } from './en.ts';

export const housesAr: HousesTexts = {
  title: 'الحظائر',
  singular: 'حظيرة',
  newTitle: 'حظيرة جديدة',
  subtitle: 'حظائر كل مزرعة وسعتها والقطيع الموجود في كل منها الآن',
  empty: 'لا توجد حظائر بعد. أضف حظائر المزرعة لتضع كل قطيع في حظيرته.',
  fields: {
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    name: 'الاسم',
    capacityBirds: 'السعة (طيور)',
    areaM2: 'المساحة',
    active: 'الحالة',
    activeFlockName: 'القطيع الحالي',
    flocksPlaced: 'القطعان المسكّنة',
    notes: 'ملاحظات',
  },
  options: { active: { true: 'قيد الاستخدام', false: 'غير مستخدمة' } },
  units: { areaM2: 'م²' },
  hints: {
    name: 'فريد داخل المزرعة، مثل حظيرة 1',
    capacityBirds: 'أكبر عدد من الطيور في وقت واحد؛ اتركه فارغًا إن لم يكن معروفًا',
    active: 'الحظيرة التي استضافت قطعانًا تحتفظ بتاريخها: اجعلها غير مستخدمة بدل حذفها',
  },
};
