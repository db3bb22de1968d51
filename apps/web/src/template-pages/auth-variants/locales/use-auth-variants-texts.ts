import { useTexts } from '../../../records/area-texts.ts';
import { authVariantsAr } from './ar.ts';
import { authVariantsEn } from './en.ts';
import type { AuthVariantsTexts } from './en.ts';
import { authVariantsTr } from './tr.ts';

/** The auth page variants' own words in the current language (the forms' are the app's). */
export function useAuthVariantsTexts(): AuthVariantsTexts {
  return useTexts({ en: authVariantsEn, tr: authVariantsTr, ar: authVariantsAr });
}
