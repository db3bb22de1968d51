import { useTexts } from '../../../records/area-texts.ts';
import { analyticsAr } from './ar.ts';
import { analyticsEn } from './en.ts';
import type { AnalyticsTexts } from './en.ts';
import { analyticsTr } from './tr.ts';

/** The analytics dashboard's words in the current language. */
export function useAnalyticsTexts(): AnalyticsTexts {
  return useTexts({ en: analyticsEn, tr: analyticsTr, ar: analyticsAr });
}
