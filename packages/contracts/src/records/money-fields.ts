import type { z } from 'zod';

/**
 * The one definition of money in an answer: every key that carries a price, total, cost,
 * amount, salary, balance, revenue or profit, in any answer of the API. Staff never receive
 * these (JSON, exports or reports); admins do. `money` names a whole block of money figures
 * (a flock's or a period's), so the figures inside it need no names of their own here.
 * A list's own `total` (the row count of `{ data, total }`) is not part of a record: lists
 * strip their rows, never the envelope.
 */
export const MONEY_FIELDS = [
  // prices entered with a record
  'pricePerBag',
  'unitPrice',
  'pricePerLitre',
  'chickPrice',
  'rate',
  // what a record or a payment comes to
  'total',
  'amount',
  'received',
  'receivedNow',
  'balance',
  'openingBalance',
  'debit',
  'credit',
  'cashIn',
  'cashOut',
  // salaries
  'monthlySalary',
  'basic',
  'bonus',
  'deduction',
  'net',
  'salaries',
  // costs, revenue and profit
  'money',
  'cost',
  'costs',
  'totalCost',
  'totalCosts',
  'costPerBirdSold',
  'costPerKgSold',
  'cumulativeCost',
  'revenue',
  'salesRevenue',
  'cumulativeRevenue',
  'profit',
  'profitPerBird',
] as const;

export type MoneyField = (typeof MONEY_FIELDS)[number];

const moneyKeys: ReadonlySet<string> = new Set(MONEY_FIELDS);

/** Whether a key of an answer carries money. */
export function isMoneyField(key: string): key is MoneyField {
  return moneyKeys.has(key);
}

/** A copy of an answer without its money: every money key removed, at any depth. */
export function withoutMoney<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutMoney(item)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!isMoneyField(key)) kept[key] = withoutMoney(inner);
  }
  return kept as T;
}

/** A money field of an answer: present for admins, left out of staff answers. */
export function adminsOnly<T extends z.ZodType>(schema: T) {
  return schema.optional().describe('Admins only: left out of staff answers');
}
