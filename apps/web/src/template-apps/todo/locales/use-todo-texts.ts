import type { LanguageCode } from '../../../lib/i18n.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { todoAr } from './ar.ts';
import { todoEn } from './en.ts';
import type { TodoTexts } from './en.ts';
import { todoTr } from './tr.ts';

const TEXTS: Record<LanguageCode, TodoTexts> = { en: todoEn, tr: todoTr, ar: todoAr };

/** The To-do app's texts and its language, which re-render the caller when it changes. */
export function useTodoTexts(): { texts: TodoTexts; language: LanguageCode } {
  const language = useShellLanguage();
  return { texts: TEXTS[language], language };
}

/** A folder's or filter's title: the specification's English title, translated by handle. */
export function sidebarTitle(texts: TodoTexts, entry: { handle: string; title: string }): string {
  return texts.titles[entry.handle] ?? entry.title;
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
