import { useTexts } from '../../../../records/area-texts.ts';
import { flockClosingAr } from './flock-closing/ar.ts';
import { flockClosingEn } from './flock-closing/en.ts';
import type { FlockClosingTexts } from './flock-closing/en.ts';
import { flockClosingTr } from './flock-closing/tr.ts';

/** Words of closing and reopening a flock, in the current language. */
export function useFlockClosingTexts(): FlockClosingTexts {
  return useTexts({ en: flockClosingEn, tr: flockClosingTr, ar: flockClosingAr });
}
