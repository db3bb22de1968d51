import { useTexts } from '../../../../records/area-texts.ts';
import { stockOptionsAr } from './stock-options/ar.ts';
import { stockOptionsEn } from './stock-options/en.ts';
import type { StockOptionTexts } from './stock-options/en.ts';
import { stockOptionsTr } from './stock-options/tr.ts';

/** Feed types, medicine kinds and units, purposes and methods, in the current language. */
export function useStockOptionsTexts(): StockOptionTexts {
  return useTexts({ en: stockOptionsEn, tr: stockOptionsTr, ar: stockOptionsAr });
}
