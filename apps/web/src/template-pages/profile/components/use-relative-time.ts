import { useLocale } from '../../../records/hooks/use-cell-context.ts';
import { useProfileTexts } from '../locales/use-profile-texts.ts';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "12 minutes ago" in the current language, for an ISO date-time. */
export function useRelativeTime() {
  const locale = useLocale();
  const texts = useProfileTexts();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return (iso: string, now = Date.now()) => {
    let amount = (new Date(iso).getTime() - now) / 60_000;
    if (Math.abs(amount) < 1) return texts.justNow;
    for (const [unit, size] of STEPS) {
      if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
      amount /= size;
    }
    return texts.justNow;
  };
}
