import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);
const currentLanguage = () => i18n.language;

/**
 * The texts of the current language: `t` reads one, and changes (with the component drawn
 * again) when the language is switched.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return useMemo(() => {
    // A new function per language, so memoized texts follow a switch.
    const t: TFunction = (key, options) => i18n.t(key, { lng: language, ...options });
    return { t, i18n };
  }, [language]);
}
