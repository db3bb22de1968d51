import { useTexts } from '../../../records/area-texts.ts';
import { profileAr } from './ar.ts';
import { profileEn } from './en.ts';
import type { ProfileTexts } from './en.ts';
import { profileTr } from './tr.ts';

/** The profile page's words in the current language. */
export function useProfileTexts(): ProfileTexts {
  return useTexts({ en: profileEn, tr: profileTr, ar: profileAr });
}
