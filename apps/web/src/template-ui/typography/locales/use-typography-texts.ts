import { useTexts } from '../../../records/area-texts.ts';
import { typographyAr } from './ar.ts';
import { typographyEn } from './en.ts';
import type { TypographyTexts } from './en.ts';
import { typographyTr } from './tr.ts';

/** The typography page's words in the current language. */
export function useTypographyTexts(): TypographyTexts {
  return useTexts({ en: typographyEn, tr: typographyTr, ar: typographyAr });
}
