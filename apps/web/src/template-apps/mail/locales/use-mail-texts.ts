import type { LanguageCode } from '../../../lib/i18n.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { mailAr } from './ar.ts';
import { mailEn } from './en.ts';
import type { MailTexts } from './en.ts';
import { mailTr } from './tr.ts';

const TEXTS: Record<LanguageCode, MailTexts> = { en: mailEn, tr: mailTr, ar: mailAr };

/** The Mail app's texts and its language, which re-render the caller when it changes. */
export function useMailTexts(): { texts: MailTexts; language: LanguageCode } {
  const language = useShellLanguage();
  return { texts: TEXTS[language], language };
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
