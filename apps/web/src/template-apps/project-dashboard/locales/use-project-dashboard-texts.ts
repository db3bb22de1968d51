import { useTexts } from '../../../records/area-texts.ts';
import { projectDashboardAr } from './ar.ts';
import { projectDashboardEn } from './en.ts';
import type { ProjectDashboardTexts } from './en.ts';
import { projectDashboardTr } from './tr.ts';

/** The project dashboard's words in the current language. */
export function useProjectDashboardTexts(): ProjectDashboardTexts {
  return useTexts({ en: projectDashboardEn, tr: projectDashboardTr, ar: projectDashboardAr });
}
