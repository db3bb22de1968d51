import { useTexts } from '../../../records/area-texts.ts';
import { eCommerceAr } from './ar.ts';
import { eCommerceEn } from './en.ts';
import type { ECommerceTexts } from './en.ts';
import { eCommerceTr } from './tr.ts';

/** The E-commerce app's words in the current language. */
export function useECommerceTexts(): ECommerceTexts {
  return useTexts({ en: eCommerceEn, tr: eCommerceTr, ar: eCommerceAr });
}

/** Puts values into a text's `{{name}}` places (the one rule for every area's texts). */
export { fillText as fill } from '../../../records/area-texts.ts';
