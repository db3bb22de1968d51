import { useTexts } from '../../../../records/area-texts.ts';
import { dailyRoundAr } from './ar.ts';
import { dailyRoundEn } from './en.ts';
import type { DailyRoundTexts } from './en.ts';
import { dailyRoundTr } from './tr.ts';

/** The daily round's own words, in the current language. */
export function useDailyRoundTexts(): DailyRoundTexts {
  return useTexts({ en: dailyRoundEn, tr: dailyRoundTr, ar: dailyRoundAr });
}
