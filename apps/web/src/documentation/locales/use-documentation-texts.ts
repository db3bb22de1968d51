import { useTexts } from '../../records/area-texts.ts';
import { documentationAr } from './ar.ts';
import { documentationEn } from './en.ts';
import type { DocumentationTexts } from './en.ts';
import { documentationTr } from './tr.ts';

/** The documentation pages' own words in the current language. */
export function useDocumentationTexts(): DocumentationTexts {
  return useTexts({ en: documentationEn, tr: documentationTr, ar: documentationAr });
}
