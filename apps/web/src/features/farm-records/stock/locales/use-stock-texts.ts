import { useTexts } from '../../../../records/area-texts.ts';
import { stockAr } from './ar.ts';
import { stockEn } from './en.ts';
import type { StockTexts } from './en.ts';
import { stockTr } from './tr.ts';

/** The stock screen's own words, in the current language. */
export function useStockTexts(): StockTexts {
  return useTexts({ en: stockEn, tr: stockTr, ar: stockAr });
}
