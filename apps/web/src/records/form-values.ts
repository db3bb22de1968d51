import type { RecordField } from './record-area.ts';

/** The form's value of one field: text for inputs and selects, true/false for switches. */
function formValue(field: RecordField, value: unknown): unknown {
  if (field.type === 'switch') return value === true;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The values a form starts with: the record's (editing), or the area's defaults with the
 * fixed values laid over them (a new record; e.g. the flock of a flock page).
 */
export function initialFormValues(
  fields: readonly RecordField[],
  source: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) values[field.name] = formValue(field, source[field.name]);
  return values;
}
