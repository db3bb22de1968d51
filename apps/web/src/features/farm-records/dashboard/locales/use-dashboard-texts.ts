import { useTexts } from '../../../../records/area-texts.ts';
import { dashboardAr } from './ar.ts';
import { dashboardEn } from './en.ts';
import type { DashboardTexts } from './en.ts';
import { dashboardTr } from './tr.ts';

/** The farm dashboard's own words, in the current language. */
export function useDashboardTexts(): DashboardTexts {
  return useTexts({ en: dashboardEn, tr: dashboardTr, ar: dashboardAr });
}
