import type {
  AMOUNT_CATEGORIES,
  AMOUNT_DIRECTIONS,
  EXPENSE_CATEGORIES,
  PARTY_KINDS,
  PAYMENT_METHODS,
  RATE_UNITS,
  SALE_ITEMS,
} from '@flockbook/contracts';
import type { TextsByLanguage } from '../../../records/area-texts.ts';

type Labels<T extends readonly string[]> = Record<T[number], string>;

/** Party kinds, sale items, payment methods and categories in every language. */
export type MoneyOptionTexts = {
  partyKind: Labels<typeof PARTY_KINDS>;
  saleItem: Labels<typeof SALE_ITEMS>;
  rateUnit: Labels<typeof RATE_UNITS>;
  direction: Labels<typeof AMOUNT_DIRECTIONS>;
  amountCategory: Labels<typeof AMOUNT_CATEGORIES>;
  method: Labels<typeof PAYMENT_METHODS>;
  expenseCategory: Labels<typeof EXPENSE_CATEGORIES>;
  active: { true: string; false: string };
};

export const moneyOptionTexts: TextsByLanguage<MoneyOptionTexts> = {
  en: {
    partyKind: { customer: 'Customer', supplier: 'Supplier', both: 'Customer and supplier' },
    saleItem: {
      'live birds': 'Live birds',
      eggs: 'Eggs',
      manure: 'Manure',
      culls: 'Culls',
      other: 'Other',
    },
    rateUnit: { kg: 'per kg', unit: 'per unit' },
    direction: { in: 'In', out: 'Out' },
    amountCategory: {
      'payment received': 'Payment received',
      'payment made': 'Payment made',
      capital: 'Capital',
      loan: 'Loan',
      withdrawal: 'Withdrawal',
      advance: 'Advance',
      other: 'Other',
    },
    method: { cash: 'Cash', bank: 'Bank', cheque: 'Cheque', mobile: 'Mobile wallet' },
    expenseCategory: {
      electricity: 'Electricity',
      rent: 'Rent',
      transport: 'Transport',
      repairs: 'Repairs',
      litter: 'Litter',
      utilities: 'Utilities',
      other: 'Other',
    },
    active: { true: 'Active', false: 'Left' },
  },
  tr: {
    partyKind: { customer: 'Müşteri', supplier: 'Tedarikçi', both: 'Müşteri ve tedarikçi' },
    saleItem: {
      'live birds': 'Canlı hayvan',
      eggs: 'Yumurta',
      manure: 'Gübre',
      culls: 'Ayıklanan',
      other: 'Diğer',
    },
    rateUnit: { kg: 'kg başına', unit: 'adet başına' },
    direction: { in: 'Giriş', out: 'Çıkış' },
    amountCategory: {
      'payment received': 'Alınan ödeme',
      'payment made': 'Yapılan ödeme',
      capital: 'Sermaye',
      loan: 'Kredi',
      withdrawal: 'Çekiş',
      advance: 'Avans',
      other: 'Diğer',
    },
    method: { cash: 'Nakit', bank: 'Banka', cheque: 'Çek', mobile: 'Mobil cüzdan' },
    expenseCategory: {
      electricity: 'Elektrik',
      rent: 'Kira',
      transport: 'Nakliye',
      repairs: 'Onarım',
      litter: 'Altlık',
      utilities: 'Faturalar',
      other: 'Diğer',
    },
    active: { true: 'Çalışıyor', false: 'Ayrıldı' },
  },
  ar: {
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
  },
};
