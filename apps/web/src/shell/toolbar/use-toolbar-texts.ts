import type { LanguageCode } from '../../lib/i18n.ts';
import { toolbarAr } from './locales/ar.ts';
import { toolbarEn } from './locales/en.ts';
import type { ToolbarTexts } from './locales/en.ts';
import { toolbarTr } from './locales/tr.ts';
import { useShellLanguage } from './use-shell-language.ts';

const TEXTS: Record<LanguageCode, ToolbarTexts> = {
  en: toolbarEn.toolbar,
  tr: toolbarTr.toolbar,
  ar: toolbarAr.toolbar,
};

/** The toolbar's texts in the current language. */
export function useToolbarTexts(): ToolbarTexts {
  return TEXTS[useShellLanguage()];
}
