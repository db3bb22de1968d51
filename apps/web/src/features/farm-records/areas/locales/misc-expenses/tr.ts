import { moneyOptionsTr } from '../money-options/tr.ts';
import type { MiscExpensesTexts } from './en.ts';

export const miscExpensesTr: MiscExpensesTexts = {
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
  options: { category: moneyOptionsTr.expenseCategory },
  hints: { flockId: 'Tüm çiftliğin masrafıysa boş bırakın' },
};
