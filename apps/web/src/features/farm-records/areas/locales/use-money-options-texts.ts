import { useTexts } from '../../../../records/area-texts.ts';
import { moneyOptionsAr } from './money-options/ar.ts';
import { moneyOptionsEn } from './money-options/en.ts';
import type { MoneyOptionTexts } from './money-options/en.ts';
import { moneyOptionsTr } from './money-options/tr.ts';

/** Party kinds, sale items, payment methods and categories, in the current language. */
export function useMoneyOptionsTexts(): MoneyOptionTexts {
  return useTexts({ en: moneyOptionsEn, tr: moneyOptionsTr, ar: moneyOptionsAr });
}
