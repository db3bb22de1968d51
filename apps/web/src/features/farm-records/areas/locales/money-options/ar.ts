import type { MoneyOptionTexts } from './en.ts';

export const moneyOptionsAr: MoneyOptionTexts = {
  partyKind: { customer: 'عميل', supplier: 'مورد', both: 'عميل ومورد' },
  saleItem: {
    'live birds': 'طيور حية',
    eggs: 'بيض',
    manure: 'سماد',
    culls: 'طيور مستبعدة',
    other: 'أخرى',
  },
  rateUnit: { kg: 'للكيلوغرام', unit: 'للوحدة' },
  direction: { in: 'وارد', out: 'صادر' },
  amountCategory: {
    'payment received': 'دفعة مستلمة',
    'payment made': 'دفعة مسددة',
    capital: 'رأس مال',
    loan: 'قرض',
    withdrawal: 'مسحوبات',
    advance: 'سلفة',
    other: 'أخرى',
  },
  method: { cash: 'نقدًا', bank: 'بنك', cheque: 'شيك', mobile: 'محفظة جوال' },
  expenseCategory: {
    electricity: 'كهرباء',
    rent: 'إيجار',
    transport: 'نقل',
    repairs: 'إصلاحات',
    litter: 'فرشة',
    utilities: 'خدمات',
    other: 'أخرى',
  },
  active: { true: 'على رأس العمل', false: 'غادر' },
};
