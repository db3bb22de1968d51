import { provideTexts } from '../lib/i18n.ts';
import type { LanguageCode } from '../lib/i18n.ts';
import { en } from './locales/en.ts';
import type { Translation } from './locales/en.ts';

/**
 * The app's texts in a language: English comes with the app's first code (it is the fallback of
 * every text), the others only when someone reads them.
 */
function importTexts(language: LanguageCode): Promise<Translation> {
  switch (language) {
    case 'en':
      return Promise.resolve(en);
    case 'tr':
      return import('./locales/tr.ts').then((module) => module.tr);
    case 'ar':
      return import('./locales/ar.ts').then((module) => module.ar);
  }
}

provideTexts(en, importTexts);
