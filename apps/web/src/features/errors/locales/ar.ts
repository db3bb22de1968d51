import type { ErrorPagesTexts } from './en.ts';

export const errorPagesAr: ErrorPagesTexts = {
  searchLabel: 'ابحث عن الصفحة التي أردتها',
  signIn: 'تسجيل الدخول',
  orSearch: 'أو اعثر عليها من هنا:',
};
