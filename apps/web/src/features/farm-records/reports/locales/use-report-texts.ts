import { useTexts } from '../../../../records/area-texts.ts';
import { reportAr } from './ar.ts';
import { reportEn } from './en.ts';
import type { ReportTexts } from './en.ts';
import { reportTr } from './tr.ts';

/** The words of the report downloads, in the current language. */
export function useReportTexts(): ReportTexts {
  return useTexts({ en: reportEn, tr: reportTr, ar: reportAr });
}
