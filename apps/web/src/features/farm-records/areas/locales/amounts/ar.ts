import { moneyOptionsAr } from '../money-options/ar.ts';
import type { AmountsTexts } from './en.ts';

export const amountsAr: AmountsTexts = {
  title: 'المبالغ',
  singular: 'مبلغ',
  newTitle: 'تسجيل مال وارد أو صادر',
  subtitle: 'المدفوعات المستلمة والمدفوعة ورأس المال والقروض والسلف',
  empty: 'لم تُسجَّل مبالغ بعد.',
  fields: {
    date: 'التاريخ',
    farmId: 'المزرعة',
    farmName: 'المزرعة',
    direction: 'وارد أو صادر',
    partyId: 'العميل أو المورد',
    partyName: 'العميل أو المورد',
    saleId: 'البيع المسدَّد',
    saleInvoiceNo: 'البيع',
    category: 'الفئة',
    method: 'الطريقة',
    amount: 'المبلغ',
    reference: 'المرجع',
    notes: 'ملاحظات',
  },
  options: {
    direction: moneyOptionsAr.direction,
    category: moneyOptionsAr.amountCategory,
    method: moneyOptionsAr.method,
  },
  hints: {
    farmId: 'اتركه فارغًا لمال النشاط كله',
    saleId: 'اختر العميل أولًا؛ ينخفض المستحق على البيع بهذا المبلغ',
    reference: 'رقم الإيصال أو الشيك أو التحويل',
  },
};
