import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { moneyOptionsEn } from '../money-options/en.ts';

export const miscExpensesEn = {
  title: 'Miscellaneous expenses',
  singular: 'Expense',
  newTitle: 'Record an expense',
  subtitle: 'Bills and other costs of a farm, or of one flock',
  empty: 'No expenses recorded yet.',
  fields: {
    date: 'Date',
    farmId: 'Farm',
    farmName: 'Farm',
    flockId: 'Flock',
    flockName: 'Flock',
    category: 'Category',
    description: 'Description',
    paidTo: 'Paid to',
    amount: 'Amount',
    notes: 'Notes',
  },
  options: { category: moneyOptionsEn.expenseCategory },
  hints: { flockId: 'Leave empty for a cost of the whole farm' },
} satisfies AreaTexts;

/** The misc expenses area's words: Turkish and Arabic give the same ones. */
export type MiscExpensesTexts = typeof miscExpensesEn;
