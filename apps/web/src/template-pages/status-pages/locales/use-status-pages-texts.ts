import { useTexts } from '../../../records/area-texts.ts';
import { statusPagesAr } from './ar.ts';
import { statusPagesEn } from './en.ts';
import type { StatusPagesTexts } from './en.ts';
import { statusPagesTr } from './tr.ts';

/** Coming soon, maintenance and error 500 words in the current language. */
export function useStatusPagesTexts(): StatusPagesTexts {
  return useTexts({ en: statusPagesEn, tr: statusPagesTr, ar: statusPagesAr });
}
