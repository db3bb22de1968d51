import { useTexts } from '../../../records/area-texts.ts';
import { pricingAr } from './ar.ts';
import { pricingEn } from './en.ts';
import type { PricingTexts } from './en.ts';
import { pricingTr } from './tr.ts';

/** The pricing pages' words in the current language. */
export function usePricingTexts(): PricingTexts {
  return useTexts({ en: pricingEn, tr: pricingTr, ar: pricingAr });
}
