import { useTexts } from '../../../records/area-texts.ts';
import { invoicesAr } from './ar.ts';
import { invoicesEn } from './en.ts';
import type { InvoicesTexts } from './en.ts';
import { invoicesTr } from './tr.ts';

/** The invoice pages' words in the current language. */
export function useInvoicesTexts(): InvoicesTexts {
  return useTexts({ en: invoicesEn, tr: invoicesTr, ar: invoicesAr });
}
