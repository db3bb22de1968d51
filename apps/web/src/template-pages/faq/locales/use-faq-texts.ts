import { useTexts } from '../../../records/area-texts.ts';
import { faqAr } from './ar.ts';
import { faqEn } from './en.ts';
import type { FaqTexts } from './en.ts';
import { faqTr } from './tr.ts';

/** The FAQ page's words in the current language. */
export function useFaqTexts(): FaqTexts {
  return useTexts({ en: faqEn, tr: faqTr, ar: faqAr });
}
