import { useTheme } from '@mui/material/styles';
import { fillText } from '../../../records/area-texts.ts';
import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useAnalyticsTexts } from '../locales/use-analytics-texts.ts';

/** Roughly how wide a chart label of 11px text is, to leave out labels that would not fit. */
export const labelWidth = (text: string) => text.length * 6.5 + 6;

/** Formats figures for the charts: whole numbers, and labels in thousands ('3.5K'). */
export function useFigureFormat() {
  const locale = useLocale();
  const texts = useAnalyticsTexts();
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return {
    locale,
    whole: (value: number) => whole.format(value),
    thousands: (value: number | null) => {
      if (value === null) return '';
      if (Math.abs(value) < 1000) return whole.format(value);
      return fillText(texts.thousands, { value: oneDecimal.format(value / 1000) });
    },
  };
}

/**
 * The bar label plugin: each bar's value in thousands above it, left out where the bar is too
 * narrow to hold it.
 */
export function useBarLabel() {
  const { thousands } = useFigureFormat();
  return {
    barLabelPlacement: 'outside' as const,
    barLabel: (item: { value: number | null }, context: { bar: { width: number } }) => {
      const text = thousands(item.value);
      return labelWidth(text) <= context.bar.width + 8 ? text : null;
    },
  };
}

/**
 * Right to left, time runs from right to left and the value axis stands on the right, as
 * Arabic readers expect; the charts do not mirror by themselves.
 */
export function useChartDirection() {
  const rtl = useTheme().direction === 'rtl';
  return {
    rtl,
    reverse: rtl,
    /** Wide enough for a label in thousands in every language ('20 ألف'). */
    valueAxis: { position: rtl ? ('right' as const) : ('left' as const), width: 60 },
  };
}
