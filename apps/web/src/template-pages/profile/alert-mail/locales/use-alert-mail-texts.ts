import { useTexts } from '../../../../records/area-texts.ts';
import { alertMailAr } from './ar.ts';
import { alertMailEn } from './en.ts';
import type { AlertMailTexts } from './en.ts';
import { alertMailTr } from './tr.ts';

/** The "Alerts by mail" tab's words in the current language. */
export function useAlertMailTexts(): AlertMailTexts {
  return useTexts({ en: alertMailEn, tr: alertMailTr, ar: alertMailAr });
}
