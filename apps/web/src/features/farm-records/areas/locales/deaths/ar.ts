import type { DeathsTexts } from './en.ts';

export const deathsAr: DeathsTexts = {
  title: 'النفوق',
  singular: 'سجل نفوق',
  newTitle: 'تسجيل نفوق',
  subtitle: 'الطيور النافقة أو المستبعدة حسب القطيع واليوم',
  empty: 'لم يُسجَّل نفوق بعد.',
  fields: {
    date: 'التاريخ',
    farmName: 'المزرعة',
    flockName: 'القطيع',
    flockId: 'القطيع',
    count: 'عدد الطيور',
    cause: 'السبب',
    notes: 'ملاحظات',
  },
  options: {
    cause: {
      disease: 'مرض',
      'heat stress': 'إجهاد حراري',
      cold: 'برد',
      crushing: 'سحق',
      predator: 'مفترس',
      culled: 'استبعاد',
      unknown: 'غير معروف',
      other: 'أخرى',
    },
  },
  hints: { count: 'لا يزيد على عدد الطيور الحية في ذلك التاريخ' },
};
