import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar.ts';
import { en } from './locales/en.ts';
import type { Translation } from './locales/en.ts';
import { tr } from './locales/tr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

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

export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, tr: { translation: tr }, ar: { translation: ar } },
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  interpolation: { escapeValue: false },
  initAsync: false,
});

applyToDocument(currentLanguage());

i18n.on('languageChanged', (language) => {
  if (!isLanguageCode(language)) return;
  rememberLanguage(language);
  applyToDocument(language);
});

export function currentLanguage(): LanguageCode {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: LanguageCode): Promise<unknown> {
  return i18n.changeLanguage(language);
}
