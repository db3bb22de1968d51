import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type { AppTexts, PluralText, TFunction, Translator } from './translator.ts';

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

/** The dotted keys of whole groups of texts (`toolbar`, `toolbar.alerts`, ...); a counted text is one text. */
type GroupKeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralText
    ? never
    : `${Prefix}${K}` | GroupKeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The texts under a dotted key. */
type TextsAt<T, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextsAt<T[Head], Rest>
    : never
  : Key extends keyof T
    ? T[Key]
    : never;

export type TextGroupKey = GroupKeysOf<AppTexts>;

/**
 * A whole group of the app's texts (e.g. the toolbar's) in the current language, typed by its
 * English texts. The one place a group is read: callers never cast what `t` answers.
 */
export function useTextGroup<K extends TextGroupKey>(key: K): TextsAt<AppTexts, K> {
  const { t } = useTranslation();
  return t(key, { returnObjects: true }) as unknown as TextsAt<AppTexts, K>;
}
