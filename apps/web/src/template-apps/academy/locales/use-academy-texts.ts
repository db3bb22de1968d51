import { useTexts } from '../../../records/area-texts.ts';
import { academyAr } from './ar.ts';
import { academyEn } from './en.ts';
import type { AcademyTexts } from './en.ts';
import { academyTr } from './tr.ts';

/** The Academy app's words in the current language. */
export function useAcademyTexts(): AcademyTexts {
  return useTexts({ en: academyEn, tr: academyTr, ar: academyAr });
}
