import { moneyOptionsAr } from '../money-options/ar.ts';
import type { PartiesTexts } from './en.ts';

export const partiesAr: PartiesTexts = {
  title: 'العملاء والموردون',
  singular: 'عميل أو مورد',
  newTitle: 'عميل أو مورد جديد',
  subtitle: 'من يشتري من المزارع ومن يورّد لها، مع أرصدتهم',
  empty: 'لا يوجد عملاء أو موردون بعد.',
  fields: {
    name: 'الاسم',
    kind: 'النوع',
    phone: 'الهاتف',
    address: 'العنوان',
    openingBalance: 'الرصيد الافتتاحي',
    balance: 'الرصيد',
    notes: 'ملاحظات',
  },
  options: { kind: moneyOptionsAr.partyKind },
  hints: {
    openingBalance: 'ما كان عليه عند بدء السجلات؛ بالسالب إذا كانت المزرعة مدينة له',
  },
};
