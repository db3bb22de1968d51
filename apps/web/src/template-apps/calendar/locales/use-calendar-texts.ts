import { useTexts } from '../../../records/area-texts.ts';
import { calendarAr } from './ar.ts';
import { calendarEn } from './en.ts';
import type { CalendarTexts } from './en.ts';
import { calendarTr } from './tr.ts';

/** The Calendar app's words in the current language. */
export function useCalendarTexts(): CalendarTexts {
  return useTexts({ en: calendarEn, tr: calendarTr, ar: calendarAr });
}
