import type { LanguageCode } from '../../../lib/i18n.ts';
import { usePanelsTexts } from '../../../shell/panels/use-panels-texts.ts';
import type { PanelsTexts } from '../../../shell/panels/locales/en.ts';
import { useShellLanguage } from '../../../shell/toolbar/use-shell-language.ts';
import { chatAr } from './ar.ts';
import { chatEn } from './en.ts';
import type { ChatTexts } from './en.ts';
import { chatTr } from './tr.ts';

const TEXTS: Record<LanguageCode, ChatTexts> = { en: chatEn, tr: chatTr, ar: chatAr };

/**
 * The Chat page's words, the chat words it shares with the Team Chat panel (placeholder, empty
 * dialog, statuses) and the language, which re-render the caller when it changes.
 */
export function useChatTexts(): {
  texts: ChatTexts;
  shared: PanelsTexts['chat'];
  language: LanguageCode;
} {
  const language = useShellLanguage();
  return { texts: TEXTS[language], shared: usePanelsTexts().chat, language };
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
