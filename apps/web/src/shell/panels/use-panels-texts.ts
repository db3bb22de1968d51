import type { LanguageCode } from '../../lib/i18n.ts';
import { useShellLanguage } from '../toolbar/use-shell-language.ts';
import { panelsAr } from './locales/ar.ts';
import { panelsEn } from './locales/en.ts';
import type { PanelsTexts } from './locales/en.ts';
import { panelsTr } from './locales/tr.ts';

const TEXTS: Record<LanguageCode, PanelsTexts> = {
  en: panelsEn.panels,
  tr: panelsTr.panels,
  ar: panelsAr.panels,
};

/** The panels' texts in the current language. */
export function usePanelsTexts(): PanelsTexts {
  return TEXTS[useShellLanguage()];
}
