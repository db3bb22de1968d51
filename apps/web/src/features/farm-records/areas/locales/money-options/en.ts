import type {
  AMOUNT_CATEGORIES,
  AMOUNT_DIRECTIONS,
  EXPENSE_CATEGORIES,
  PARTY_KINDS,
  PAYMENT_METHODS,
  RATE_UNITS,
  SALE_ITEMS,
} from '@flockbook/contracts';

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

export const moneyOptionsEn: MoneyOptionTexts = {
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
};
