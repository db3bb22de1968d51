import { loadStyleCache } from './style-caches.ts';
import { Translator } from './translator.ts';
import type { Texts } from './translator.ts';

export const LANGUAGES = [
  { code: 'en', label: 'English', direction: 'ltr' },
  { code: 'tr', label: 'Türkçe', direction: 'ltr' },
  { code: 'ar', label: 'العربية', direction: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'flockbook.language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function directionOf(language: string | undefined): Direction {
  return LANGUAGES.find((entry) => entry.code === language)?.direction ?? 'ltr';
}

/** The remembered choice, else the browser's preferred language when we have it, else English. */
export function detectLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function readStoredLanguage(): LanguageCode | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function rememberLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this visit.
  }
}

function applyToDocument(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export const i18n = new Translator(DEFAULT_LANGUAGE);

/** Where the texts of a language come from (see `provideTexts`). */
type TextSource = (language: LanguageCode) => Promise<Texts>;

let importTexts: TextSource = (language) =>
  Promise.reject(new Error(`No texts have been provided for ${language}.`));

/**
 * The app's texts, which the app puts together and hands over before anything is drawn: English
 * at once (it is the fallback of every text), every language from `source` when first needed.
 */
export function provideTexts(english: Texts, source: TextSource): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, english);
  importTexts = source;
}

applyToDocument(currentLanguage());

let starting = false;

i18n.onLanguageChanged((language) => {
  if (!isLanguageCode(language)) return;
  // The language found at start is the visitor's already; only a choice is remembered.
  if (!starting) rememberLanguage(language);
  applyToDocument(language);
});

/**
 * Switches to the remembered or the browser's preferred language once its texts are loaded
 * (English is always there: it is the fallback of every text). The entry waits for this before
 * the first render, so the first page is drawn in its language, without a top-level await that
 * would hold every module importing this one. If the texts cannot be loaded, the app starts in
 * English.
 */
export async function startInDetectedLanguage(): Promise<void> {
  const language = detectLanguage();
  if (language === DEFAULT_LANGUAGE) return;
  starting = true;
  try {
    await changeLanguage(language);
  } catch (error) {
    console.warn(`The ${language} texts could not be loaded; starting in English.`, error);
  } finally {
    starting = false;
  }
}

export function currentLanguage(): LanguageCode {
  const language = i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/** Adds the texts of `language` unless they are there already. */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  // A right-to-left language also needs the mirrored styles, fetched alongside its texts.
  const styles = loadStyleCache(directionOf(language));
  if (!i18n.hasResourceBundle(language)) {
    i18n.addResourceBundle(language, await importTexts(language));
  }
  await styles;
}

let latestChange = 0;

/**
 * Switches the app to `language` once its texts are loaded. Every switch goes through here: the
 * texts of a language come with its first use. When a later call has asked for another language
 * meanwhile, this one does nothing (the last choice wins, whichever texts arrive first).
 */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  const change = ++latestChange;
  await loadLanguage(language);
  if (change !== latestChange) return;
  i18n.changeLanguage(language);
}
