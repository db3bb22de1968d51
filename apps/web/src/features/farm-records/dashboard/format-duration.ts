const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/** A short, localised duration with its two largest units, e.g. "2 hr, 5 min". */
export function formatDuration(totalSeconds: number, locale: string): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const { unit, seconds } of UNITS) {
    const amount = Math.floor(rest / seconds);
    rest -= amount * seconds;
    if (amount > 0 || (parts.length === 0 && unit === 'second')) {
      parts.push(
        new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount),
      );
    }
    if (parts.length === 2) break;
    if (parts.length === 1 && amount === 0) break;
  }
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}
