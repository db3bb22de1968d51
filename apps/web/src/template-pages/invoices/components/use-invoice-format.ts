import type { Invoice } from '@flockbook/mock-api/invoices';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { formatDecimal, formatMoney } from '../../../records/number-format.ts';
import { useInvoicesTexts } from '../locales/use-invoices-texts.ts';

/** The sample invoices are in US dollars. */
const INVOICE_CURRENCY = 'USD';

export type InvoiceTotalRow = {
  key: 'subtotal' | 'tax' | 'discount' | 'total';
  label: string;
  amount: string;
};

/**
 * How both layouts write an invoice in the current language: money, dates, units, and the one
 * totals rule (subtotal, tax, discount taken off, total), so the two designs cannot differ.
 */
export function useInvoiceFormat() {
  const texts = useInvoicesTexts();
  const locale = useLocale();
  const money = (value: string) => formatMoney(value, INVOICE_CURRENCY, locale);
  return {
    texts,
    money,
    quantity: (value: string) => formatDecimal(value, locale, 2),
    perUnit: (unit: string) => fillText(texts.perUnit, { unit: texts.units[unit] ?? unit }),
    /** 'Jul 19, 2019' in the current language; kept as written when it is not a date. */
    date: (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime())
        ? value
        : date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    },
    totals: (invoice: Invoice): InvoiceTotalRow[] => [
      { key: 'subtotal', label: texts.subtotal, amount: money(invoice.subtotal) },
      { key: 'tax', label: texts.tax, amount: money(invoice.tax) },
      { key: 'discount', label: texts.discount, amount: `−${money(invoice.discount)}` },
      { key: 'total', label: texts.total, amount: money(invoice.total) },
    ],
  };
}
