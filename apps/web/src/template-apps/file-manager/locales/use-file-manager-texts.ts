import type { LanguageCode } from '../../../lib/i18n.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { fileManagerAr } from './ar.ts';
import { fileManagerEn } from './en.ts';
import type { FileManagerTexts } from './en.ts';
import { fileManagerTr } from './tr.ts';

const TEXTS: Record<LanguageCode, FileManagerTexts> = {
  en: fileManagerEn,
  tr: fileManagerTr,
  ar: fileManagerAr,
};

/** The File manager's texts and the language, which re-render the caller when it changes. */
export function useFileManagerTexts(): { texts: FileManagerTexts; language: LanguageCode } {
  const language = useShellLanguage();
  return { texts: TEXTS[language], language };
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
