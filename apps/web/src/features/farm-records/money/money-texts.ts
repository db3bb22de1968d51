import type { TextsByLanguage } from '../../../records/area-texts.ts';

type MoneyTexts = {
  cashInHand: string;
  cashIn: string;
  cashOut: string;
  ledger: string;
  ledgerHint: string;
  balance: string;
  debit: string;
  credit: string;
  date: string;
  entry: string;
  reference: string;
  noLedger: string;
  partyNotFound: string;
  editParty: string;
  ledgerKind: Record<
    | 'opening'
    | 'sale'
    | 'payment received'
    | 'payment made'
    | 'feed purchase'
    | 'medicine purchase',
    string
  >;
  salaryMonth: string;
  salaryMonthHint: string;
  openMonth: string;
  month: string;
  employee: string;
  farm: string;
  monthlySalary: string;
  net: string;
  paidOn: string;
  paid: string;
  unpaid: string;
  pay: string;
  paidCount: string;
  noEmployees: string;
  invoice: string;
  print: string;
  invoiceNo: string;
  billTo: string;
  from: string;
  item: string;
  quantity: string;
  rate: string;
  amount: string;
  total: string;
  received: string;
  due: string;
  flock: string;
  vehicle: string;
  saleNotFound: string;
  backToSale: string;
};

/** Words of the money pages: cash in hand, party ledger, salary month and sale invoice. */
export const moneyTexts: TextsByLanguage<MoneyTexts> = {
  en: {
    cashInHand: 'Cash in hand',
    cashIn: 'in {{amount}}',
    cashOut: 'out {{amount}}',
    ledger: 'Ledger',
    ledgerHint: 'Sales, purchases and payments in date order, with the balance after each',
    balance: 'Balance',
    debit: 'They owe more',
    credit: 'They owe less',
    date: 'Date',
    entry: 'Entry',
    reference: 'Reference',
    noLedger: 'Nothing recorded with them yet.',
    partyNotFound: 'No customer or supplier with this address.',
    editParty: 'Edit',
    ledgerKind: {
      opening: 'Opening balance',
      sale: 'Sale',
      'payment received': 'Payment received',
      'payment made': 'Payment made',
      'feed purchase': 'Feed bought',
      'medicine purchase': 'Medicine bought',
    },
    salaryMonth: 'Salary month',
    salaryMonthHint: 'Who has been paid for a month, and who not yet',
    openMonth: 'See who is unpaid',
    month: 'Month',
    employee: 'Employee',
    farm: 'Farm',
    monthlySalary: 'Monthly salary',
    net: 'Net paid',
    paidOn: 'Paid on',
    paid: 'Paid',
    unpaid: 'Unpaid',
    pay: 'Pay',
    paidCount: '{{paid}} of {{total}} paid',
    noEmployees: 'No active employees in this month.',
    invoice: 'Invoice',
    print: 'Print',
    invoiceNo: 'Invoice {{number}}',
    billTo: 'Bill to',
    from: 'From',
    item: 'Item',
    quantity: 'Quantity',
    rate: 'Rate',
    amount: 'Amount',
    total: 'Total',
    received: 'Received',
    due: 'Still due',
    flock: 'Flock',
    vehicle: 'Vehicle',
    saleNotFound: 'No sale with this address.',
    backToSale: 'Back to the sale',
  },
  tr: {
    cashInHand: 'Eldeki nakit',
    cashIn: 'giren {{amount}}',
    cashOut: 'çıkan {{amount}}',
    ledger: 'Hesap dökümü',
    ledgerHint: 'Tarih sırasıyla satışlar, alımlar ve ödemeler, her birinden sonraki bakiyeyle',
    balance: 'Bakiye',
    debit: 'Borcu artar',
    credit: 'Borcu azalır',
    date: 'Tarih',
    entry: 'Kayıt',
    reference: 'Referans',
    noLedger: 'Onunla henüz kayıt yok.',
    partyNotFound: 'Bu adreste müşteri ya da tedarikçi yok.',
    editParty: 'Düzenle',
    ledgerKind: {
      opening: 'Açılış bakiyesi',
      sale: 'Satış',
      'payment received': 'Alınan ödeme',
      'payment made': 'Yapılan ödeme',
      'feed purchase': 'Yem alımı',
      'medicine purchase': 'İlaç alımı',
    },
    salaryMonth: 'Maaş ayı',
    salaryMonthHint: 'Bir ay için kime ödendi, kime henüz ödenmedi',
    openMonth: 'Ödenmeyenleri gör',
    month: 'Ay',
    employee: 'Çalışan',
    farm: 'Çiftlik',
    monthlySalary: 'Aylık maaş',
    net: 'Ödenen net',
    paidOn: 'Ödeme tarihi',
    paid: 'Ödendi',
    unpaid: 'Ödenmedi',
    pay: 'Öde',
    paidCount: '{{total}} kişiden {{paid}} kişiye ödendi',
    noEmployees: 'Bu ay aktif çalışan yok.',
    invoice: 'Fatura',
    print: 'Yazdır',
    invoiceNo: 'Fatura {{number}}',
    billTo: 'Alıcı',
    from: 'Satıcı',
    item: 'Kalem',
    quantity: 'Miktar',
    rate: 'Fiyat',
    amount: 'Tutar',
    total: 'Toplam',
    received: 'Alınan',
    due: 'Kalan',
    flock: 'Sürü',
    vehicle: 'Araç',
    saleNotFound: 'Bu adreste satış yok.',
    backToSale: 'Satışa dön',
  },
  ar: {
    cashInHand: 'النقد المتوفر',
    cashIn: 'وارد {{amount}}',
    cashOut: 'صادر {{amount}}',
    ledger: 'كشف الحساب',
    ledgerHint: 'المبيعات والمشتريات والمدفوعات بترتيب التاريخ، مع الرصيد بعد كل منها',
    balance: 'الرصيد',
    debit: 'يزيد ما عليه',
    credit: 'يقل ما عليه',
    date: 'التاريخ',
    entry: 'القيد',
    reference: 'المرجع',
    noLedger: 'لا شيء مسجل معه بعد.',
    partyNotFound: 'لا يوجد عميل أو مورد بهذا العنوان.',
    editParty: 'تعديل',
    ledgerKind: {
      opening: 'الرصيد الافتتاحي',
      sale: 'بيع',
      'payment received': 'دفعة مستلمة',
      'payment made': 'دفعة مدفوعة',
      'feed purchase': 'شراء علف',
      'medicine purchase': 'شراء دواء',
    },
    salaryMonth: 'شهر الرواتب',
    salaryMonthHint: 'من دُفع له عن الشهر ومن لم يُدفع له بعد',
    openMonth: 'عرض غير المدفوعين',
    month: 'الشهر',
    employee: 'الموظف',
    farm: 'المزرعة',
    monthlySalary: 'الراتب الشهري',
    net: 'الصافي المدفوع',
    paidOn: 'تاريخ الدفع',
    paid: 'مدفوع',
    unpaid: 'غير مدفوع',
    pay: 'ادفع',
    paidCount: 'دُفع لـ {{paid}} من {{total}}',
    noEmployees: 'لا يوجد موظفون نشطون في هذا الشهر.',
    invoice: 'فاتورة',
    print: 'طباعة',
    invoiceNo: 'فاتورة {{number}}',
    billTo: 'إلى',
    from: 'من',
    item: 'الصنف',
    quantity: 'الكمية',
    rate: 'السعر',
    amount: 'المبلغ',
    total: 'الإجمالي',
    received: 'المستلم',
    due: 'المتبقي',
    flock: 'القطيع',
    vehicle: 'المركبة',
    saleNotFound: 'لا يوجد بيع بهذا العنوان.',
    backToSale: 'العودة إلى البيع',
  },
};
