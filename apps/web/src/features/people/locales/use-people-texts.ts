import { useTexts } from '../../../records/area-texts.ts';
import { peopleAr } from './ar.ts';
import { peopleEn } from './en.ts';
import type { PeopleTexts } from './en.ts';
import { peopleTr } from './tr.ts';

/** The people screen's words, in the current language. */
export function usePeopleTexts(): PeopleTexts {
  return useTexts({ en: peopleEn, tr: peopleTr, ar: peopleAr });
}
