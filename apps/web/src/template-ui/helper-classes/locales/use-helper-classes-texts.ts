import { useTexts } from '../../../records/area-texts.ts';
import { helperClassesAr } from './ar.ts';
import { helperClassesEn } from './en.ts';
import type { HelperClassesTexts } from './en.ts';
import { helperClassesTr } from './tr.ts';

/** The helper styles page's words in the current language. */
export function useHelperClassesTexts(): HelperClassesTexts {
  return useTexts({ en: helperClassesEn, tr: helperClassesTr, ar: helperClassesAr });
}
