import { useMemo } from 'react';
import { useCurrency } from '../../../../records/hooks/use-currency.ts';
import { useLocale } from '../../../../records/hooks/use-cell-context.ts';
import { formatDateTime, formatDecimal, formatMoney } from '../../../../records/number-format.ts';

/** Money, numbers and dates as the shell writes them in the current language. */
export function useFormatters() {
  const locale = useLocale();
  const currency = useCurrency();
  return useMemo(
    () => ({
      locale,
      money: (value: number) => formatMoney(value, currency, locale),
      number: (value: number) => formatDecimal(value, locale),
      dateTime: (iso: string) => formatDateTime(iso, locale),
    }),
    [locale, currency],
  );
}
