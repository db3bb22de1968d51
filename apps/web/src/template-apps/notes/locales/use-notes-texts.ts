import { useTexts } from '../../../records/area-texts.ts';
import { notesAr } from './ar.ts';
import { notesEn } from './en.ts';
import type { NotesTexts } from './en.ts';
import { notesTr } from './tr.ts';

/** The Notes app's words in the current language. */
export function useNotesTexts(): NotesTexts {
  return useTexts({ en: notesEn, tr: notesTr, ar: notesAr });
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
