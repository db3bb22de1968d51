import { useTexts } from '../../../../records/area-texts.ts';
import { moneyAr } from './ar.ts';
import { moneyEn } from './en.ts';
import type { MoneyTexts } from './en.ts';
import { moneyTr } from './tr.ts';

/** Words of the money pages: cash in hand, party ledger, salary month and sale invoice, in the current language. */
export function useMoneyTexts(): MoneyTexts {
  return useTexts({ en: moneyEn, tr: moneyTr, ar: moneyAr });
}
