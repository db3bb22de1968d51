import type { LanguageCode } from '../../../lib/i18n.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { scrumboardAr } from './ar.ts';
import { scrumboardEn } from './en.ts';
import type { ScrumboardTexts } from './en.ts';
import { scrumboardTr } from './tr.ts';

const TEXTS: Record<LanguageCode, ScrumboardTexts> = {
  en: scrumboardEn,
  tr: scrumboardTr,
  ar: scrumboardAr,
};

/** The Scrumboard app's texts and its language, which re-render the caller when it changes. */
export function useScrumboardTexts(): { texts: ScrumboardTexts; language: LanguageCode } {
  const language = useShellLanguage();
  return { texts: TEXTS[language], language };
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
