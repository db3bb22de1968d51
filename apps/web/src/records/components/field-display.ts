import type { TFunction } from '../../lib/translator.ts';
import { displayValue } from '../display-value.ts';
import type { CellContext, ColumnType, RecordField } from '../record-area.ts';

const FIELD_DISPLAY: Partial<Record<RecordField['type'], ColumnType>> = {
  integer: 'integer',
  decimal: 'decimal',
  date: 'date',
  enum: 'enum',
  switch: 'boolean',
};

/**
 * A form field's value as text: enum labels, formatted numbers and dates, and the farm's or
 * flock's name (read from the record beside the id) for pickers.
 */
export function fieldDisplay(
  field: RecordField,
  value: unknown,
  record: Readonly<Record<string, unknown>>,
  context: CellContext,
  t: TFunction,
): string {
  if (field.type === 'farm' || field.type === 'flock') {
    const nameKey = field.type === 'farm' ? 'farmName' : 'flockName';
    const name = record[nameKey];
    if (value === record[field.name] && typeof name === 'string') return name;
    return typeof value === 'string' ? value : '';
  }
  if (field.type === 'reference' && field.reference) {
    const name = record[field.reference.nameField];
    if (value === record[field.name] && typeof name === 'string') return name;
    return typeof value === 'string' ? value : '';
  }
  return displayValue(
    value,
    {
      type: FIELD_DISPLAY[field.type] ?? 'text',
      field: field.name,
      decimals: field.decimals ?? 3,
      yes: t('records.list.yes'),
      no: t('records.list.no'),
    },
    context,
  );
}
