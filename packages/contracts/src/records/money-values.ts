/** The choices of the money records. No zod here: the web app's lists import it. */

export const PARTY_KINDS = ['customer', 'supplier', 'both'] as const;

export const SALE_ITEMS = ['live birds', 'eggs', 'manure', 'culls', 'other'] as const;

/** Items that take birds out of the flock. */
export const BIRD_ITEMS: readonly (typeof SALE_ITEMS)[number][] = ['live birds', 'culls'];

export const RATE_UNITS = ['kg', 'unit'] as const;

export const AMOUNT_DIRECTIONS = ['in', 'out'] as const;

export const AMOUNT_CATEGORIES = [
  'payment received',
  'payment made',
  'capital',
  'loan',
  'withdrawal',
  'advance',
  'other',
] as const;

export const PAYMENT_METHODS = ['cash', 'bank', 'cheque', 'mobile'] as const;

export const EXPENSE_CATEGORIES = [
  'electricity',
  'rent',
  'transport',
  'repairs',
  'litter',
  'utilities',
  'other',
] as const;
