import { EXPENSE_CATEGORIES } from '@flockbook/contracts/values';
import type { MiscExpense } from '@flockbook/contracts';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { listedArea } from '../area-paths.ts';
import { farmRecordColumns } from './flock-record-columns.ts';
import { miscExpensesAr } from './locales/misc-expenses/ar.ts';
import { miscExpensesEn } from './locales/misc-expenses/en.ts';
import { miscExpensesTr } from './locales/misc-expenses/tr.ts';

/** Miscellaneous expenses: electricity, rent, transport, repairs, litter, for a farm or a flock. */
export const miscExpensesArea = defineRecordArea<MiscExpense>({
  id: 'misc-expenses',
  ...listedArea('miscExpenses'),
  entity: 'miscellaneous expense',
  icon: ReceiptLongOutlined,
  texts: defineAreaTexts({ en: miscExpensesEn, tr: miscExpensesTr, ar: miscExpensesAr }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.miscExpenseInputSchema),
  columns: [
    ...farmRecordColumns<MiscExpense>(),
    { field: 'category', type: 'enum', width: 140, phone: true },
    { field: 'description', width: 180, sortable: false },
    { field: 'paidTo', width: 160, sortable: false },
    { field: 'amount', type: 'money', width: 160, total: true, phone: true },
  ],
  fields: [
    { name: 'farmId', type: 'farm', required: true },
    { name: 'flockId', type: 'flock', farmField: 'farmId' },
    { name: 'date', type: 'date', required: true },
    { name: 'category', type: 'enum', options: EXPENSE_CATEGORIES, required: true },
    { name: 'description', type: 'text', wide: true },
    { name: 'paidTo', type: 'text' },
    { name: 'amount', type: 'decimal', decimals: 2, required: true },
    { name: 'notes', type: 'textarea' },
  ],
  filters: [{ kind: 'farm' }, { kind: 'flock' }, { kind: 'dateRange' }],
  sortFields: ['date', 'farmName', 'flockName', 'category', 'amount'],
  defaults: (today) => ({ date: today, category: 'electricity' }),
  recordTitle: (expense, { locale, texts }) =>
    `${texts.options?.category?.[expense.category] ?? expense.category} · ${expense.farmName} · ${formatDate(expense.date, locale)}`,
});
