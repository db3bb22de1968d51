import { useTexts } from '../../../../records/area-texts.ts';
import { programmesAr } from './ar.ts';
import { programmesEn } from './en.ts';
import type { ProgrammeTexts } from './en.ts';
import { programmesTr } from './tr.ts';

/** Words of the vaccination programmes, in the current language. */
export function useProgrammeTexts(): ProgrammeTexts {
  return useTexts({ en: programmesEn, tr: programmesTr, ar: programmesAr });
}
