import { useTheme } from '@mui/material/styles';

/** True when the page reads right to left: charts then mirror their x axis. */
export function useIsRtl(): boolean {
  return useTheme().direction === 'rtl';
}

/** Monday to Sunday, short, in the language's own words (1 Jan 2024 was a Monday). */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
}

/** A whole amount of money, e.g. '$88,000'. */
export function formatWholeMoney(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(value);
}
