import { useTexts } from '../../../records/area-texts.ts';
import { contactsAr } from './ar.ts';
import { contactsEn } from './en.ts';
import type { ContactsTexts } from './en.ts';
import { contactsTr } from './tr.ts';

/** The Contacts app's words in the current language. */
export function useContactsTexts(): ContactsTexts {
  return useTexts({ en: contactsEn, tr: contactsTr, ar: contactsAr });
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
