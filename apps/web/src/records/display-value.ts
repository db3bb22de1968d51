import { optionLabel } from './area-texts.ts';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatPercent,
} from './number-format.ts';
import type { CellContext, ColumnType } from './record-area.ts';

export type DisplayOptions = {
  type: ColumnType;
  field: string;
  decimals?: number;
  yes: string;
  no: string;
};

/** A value as a list cell, a total or the history shows it. */
export function displayValue(
  value: unknown,
  options: DisplayOptions,
  context: CellContext,
): string {
  if (value === null || value === undefined || value === '') return '';
  const { locale, currency, texts } = context;
  switch (options.type) {
    case 'money':
      return typeof value === 'string' || typeof value === 'number'
        ? formatMoney(value, currency, locale)
        : '';
    case 'decimal':
      return typeof value === 'string' || typeof value === 'number'
        ? formatDecimal(value, locale, options.decimals ?? 2)
        : '';
    case 'integer':
      return typeof value === 'string' || typeof value === 'number'
        ? formatInteger(value, locale)
        : '';
    case 'percent':
      return typeof value === 'string' || typeof value === 'number'
        ? formatPercent(value, locale)
        : '';
    case 'date':
      return typeof value === 'string' ? formatDate(value, locale) : '';
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value, locale) : '';
    case 'boolean':
      return value === true ? options.yes : options.no;
    case 'enum':
      return optionLabel(texts, options.field, String(value));
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
