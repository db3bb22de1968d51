import { useTexts } from '../../../records/area-texts.ts';
import { searchAr } from './ar.ts';
import { searchEn } from './en.ts';
import type { SearchTexts } from './en.ts';
import { searchTr } from './tr.ts';

/** The search pages' words in the current language. */
export function useSearchTexts(): SearchTexts {
  return useTexts({ en: searchEn, tr: searchTr, ar: searchAr });
}
