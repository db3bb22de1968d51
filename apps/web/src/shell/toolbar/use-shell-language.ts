import { useTranslation } from '../../lib/use-translation.ts';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../../lib/i18n.ts';
import type { LanguageCode } from '../../lib/i18n.ts';

/** The language the page shows now; re-renders the caller when it changes. */
export function useShellLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}
