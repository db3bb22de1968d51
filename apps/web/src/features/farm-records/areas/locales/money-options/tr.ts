import type { MoneyOptionTexts } from './en.ts';

export const moneyOptionsTr: MoneyOptionTexts = {
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
};
