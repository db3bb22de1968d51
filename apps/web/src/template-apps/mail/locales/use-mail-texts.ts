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

/** Fills `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
