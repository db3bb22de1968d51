export type MoneyTexts = {
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
export const moneyEn: MoneyTexts = {
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
};
