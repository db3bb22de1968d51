/**
 * Numbers, money and dates as the user's language writes them. Money and decimal quantities
 * arrive as exact decimal strings and are formatted as strings, never through floating point.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The value as Intl reads it: an exact decimal string stays a string. */
function exact(value: string | number): number | Intl.StringNumericLiteral {
  return typeof value === 'number' ? value : (value.trim() as Intl.StringNumericLiteral);
}

function isNumeric(value: string | number | null | undefined): value is string | number {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return Number.isFinite(value);
  return /^-?\d+(\.\d+)?$/.test(value.trim());
}

/** Money with the installation's currency and always two decimals, e.g. 'PKR 1,250.00'. */
export function formatMoney(
  value: string | number | null | undefined,
  currency: string,
  locale: string,
): string {
  if (!isNumeric(value)) return '';
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(exact(value));
}

/** A decimal with at most `decimals` digits after the point (trailing zeros dropped). */
export function formatDecimal(
  value: string | number | null | undefined,
  locale: string,
  decimals = 2,
): string {
  if (!isNumeric(value)) return '';
  return numberFormat(locale, { maximumFractionDigits: decimals }).format(exact(value));
}

/** A whole number with grouping, e.g. '12,500'. */
export function formatInteger(value: string | number | null | undefined, locale: string): string {
  if (!isNumeric(value)) return '';
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(exact(value));
}

/** A percentage given in percent (2.5 means 2.5 %), with up to two decimals. */
export function formatPercent(value: string | number | null | undefined, locale: string): string {
  if (!isNumeric(value)) return '';
  const fraction = Number(value) / 100;
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) in the user's language, e.g. '21 Nov 2026'. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return value ?? '';
  let formatter = dateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

/** A moment (ISO timestamp) in the user's language and time zone, e.g. '21 Nov 2026, 14:05'. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The exact sum of decimal strings (or whole numbers), as a decimal string with as many
 * decimals as the most precise value. Values that are not numbers are skipped.
 */
export function sumDecimals(values: readonly (string | number | null | undefined)[]): string {
  const numeric = values.filter(isNumeric).map((value) => String(value).trim());
  const scale = Math.max(0, ...numeric.map((value) => value.split('.')[1]?.length ?? 0));
  let total = 0n;
  for (const value of numeric) {
    const negative = value.startsWith('-');
    const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
    const units = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
    total += negative ? -units : units;
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** The Intl locale of an app language; Arabic keeps Western digits, as farm paperwork does. */
export function intlLocale(language: string): string {
  if (language === 'ar') return 'ar-u-nu-latn';
  if (language === 'tr') return 'tr-TR';
  return 'en-GB';
}
