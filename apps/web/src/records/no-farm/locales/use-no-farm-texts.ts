import { useTexts } from '../../area-texts.ts';
import { noFarmAr } from './ar.ts';
import { noFarmEn } from './en.ts';
import type { NoFarmTexts } from './en.ts';
import { noFarmTr } from './tr.ts';

/** The no-farm notice's words, in the current language. */
export function useNoFarmTexts(): NoFarmTexts {
  return useTexts({ en: noFarmEn, tr: noFarmTr, ar: noFarmAr });
}
