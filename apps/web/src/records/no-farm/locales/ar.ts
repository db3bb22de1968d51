import type { NoFarmTexts } from './en.ts';

export const noFarmAr: NoFarmTexts = {
  title: 'لا توجد مزرعة بعد',
  body: 'يمنحك المسؤول الوصول إلى المزارع. عندما يفعل ذلك، تظهر هنا قطعان مزارعك وسجلاتها.',
  checkAgain: 'تحقّق مرة أخرى',
};
