import { AREA_ROLES, EXPENSE_CATEGORIES, todayIso } from '@flockbook/contracts/values';
import type { MiscExpense } from '@flockbook/contracts';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { defineAreaTexts } from '../../../records/area-texts.ts';
import { formatDate } from '../../../records/number-format.ts';
import { defineRecordArea } from '../../../records/record-area.ts';
import { AREA_PATHS } from '../area-paths.ts';
import { farmRecordColumns } from './flock-record-columns.ts';
import { moneyOptionTexts } from './money-option-texts.ts';

/** Miscellaneous expenses: electricity, rent, transport, repairs, litter, for a farm or a flock. */
export const miscExpensesArea = defineRecordArea<MiscExpense>({
  id: 'misc-expenses',
  endpoint: AREA_PATHS.miscExpenses.api,
  entity: 'miscellaneous expense',
  icon: ReceiptLongOutlined,
  texts: defineAreaTexts({
    en: {
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
      options: { category: moneyOptionTexts.en.expenseCategory },
      hints: { flockId: 'Leave empty for a cost of the whole farm' },
    },
    tr: {
      title: 'Çeşitli giderler',
      singular: 'Gider',
      newTitle: 'Gider kaydet',
      subtitle: 'Bir çiftliğin ya da tek bir sürünün faturaları ve diğer masrafları',
      empty: 'Henüz gider kaydı yok.',
      fields: {
        date: 'Tarih',
        farmId: 'Çiftlik',
        farmName: 'Çiftlik',
        flockId: 'Sürü',
        flockName: 'Sürü',
        category: 'Kategori',
        description: 'Açıklama',
        paidTo: 'Ödenen',
        amount: 'Tutar',
        notes: 'Notlar',
      },
      options: { category: moneyOptionTexts.tr.expenseCategory },
      hints: { flockId: 'Tüm çiftliğin masrafıysa boş bırakın' },
    },
    ar: {
      title: 'مصروفات متنوعة',
      singular: 'مصروف',
      newTitle: 'تسجيل مصروف',
      subtitle: 'فواتير المزرعة وتكاليفها الأخرى، أو تكاليف قطيع واحد',
      empty: 'لم تُسجَّل مصروفات بعد.',
      fields: {
        date: 'التاريخ',
        farmId: 'المزرعة',
        farmName: 'المزرعة',
        flockId: 'القطيع',
        flockName: 'القطيع',
        category: 'الفئة',
        description: 'الوصف',
        paidTo: 'المدفوع إليه',
        amount: 'المبلغ',
        notes: 'ملاحظات',
      },
      options: { category: moneyOptionTexts.ar.expenseCategory },
      hints: { flockId: 'اتركه فارغًا لتكلفة المزرعة كلها' },
    },
  }),
  inputSchema: () => import('@flockbook/contracts').then((module) => module.miscExpenseInputSchema),
  columns: [
    ...farmRecordColumns<MiscExpense>(),
    { field: 'category', type: 'enum', width: 140 },
    { field: 'description', width: 180, sortable: false },
    { field: 'paidTo', width: 160, sortable: false },
    { field: 'amount', type: 'money', width: 160, total: true },
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
  roles: AREA_ROLES.money,
  paths: AREA_PATHS.miscExpenses,
  defaults: () => ({ date: todayIso(), category: 'electricity' }),
  recordTitle: (expense, { locale, texts }) =>
    `${texts.options?.category?.[expense.category] ?? expense.category} · ${expense.farmName} · ${formatDate(expense.date, locale)}`,
});
