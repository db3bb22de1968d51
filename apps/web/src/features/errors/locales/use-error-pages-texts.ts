import { useTexts } from '../../../records/area-texts.ts';
import { errorPagesAr } from './ar.ts';
import { errorPagesEn } from './en.ts';
import type { ErrorPagesTexts } from './en.ts';
import { errorPagesTr } from './tr.ts';

/** The error pages' own words in the current language. */
export function useErrorPagesTexts(): ErrorPagesTexts {
  return useTexts({ en: errorPagesEn, tr: errorPagesTr, ar: errorPagesAr });
}
