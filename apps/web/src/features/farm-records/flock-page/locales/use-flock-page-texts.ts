import { useTexts } from '../../../../records/area-texts.ts';
import { flockPageAr } from './flock-page/ar.ts';
import { flockPageEn } from './flock-page/en.ts';
import type { FlockPageTexts } from './flock-page/en.ts';
import { flockPageTr } from './flock-page/tr.ts';

/** The flock page's own words, in the current language. */
export function useFlockPageTexts(): FlockPageTexts {
  return useTexts({ en: flockPageEn, tr: flockPageTr, ar: flockPageAr });
}
