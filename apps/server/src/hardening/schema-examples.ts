import type { JsonSchema } from './openapi-operations.ts';

/** What a schema node accepts, as the bad-input generator sees it. */
export type FieldKind =
  | 'id'
  | 'date'
  | 'month'
  | 'email'
  | 'url'
  | 'text'
  | 'enum'
  | 'integer'
  | 'number'
  | 'decimal'
  | 'boolean'
  | 'object'
  | 'array'
  | 'unknown';

export type Field = { kind: FieldKind; schema: JsonSchema; nullable: boolean };

/** Today and this month as the API writes them (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);
export const thisMonth = () => today().slice(0, 7);

const DATE_PATTERN = /^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/;

/** Classifies a schema node, looking through `anyOf: [X, null]`. */
export function fieldOf(schema: JsonSchema): Field {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const nonNull = options.filter((option) => option.type !== 'null');
    const inner = nonNull[0] ?? {};
    return {
      ...fieldOf(inner),
      nullable: nonNull.length < options.length || fieldOf(inner).nullable,
    };
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null');
  const base = { schema, nullable };
  if (schema.enum || schema.const !== undefined) return { kind: 'enum', ...base };
  if (types.includes('number') && types.includes('string')) return { kind: 'decimal', ...base };
  if (types.includes('integer')) return { kind: 'integer', ...base };
  if (types.includes('number')) return { kind: 'number', ...base };
  if (types.includes('boolean')) return { kind: 'boolean', ...base };
  if (types.includes('object') || schema.properties) return { kind: 'object', ...base };
  if (types.includes('array')) return { kind: 'array', ...base };
  if (types.includes('string')) return { kind: stringKind(schema), ...base };
  return { kind: 'unknown', ...base };
}

function stringKind(schema: JsonSchema): FieldKind {
  if (schema.format === 'uuid') return 'id';
  if (schema.format === 'date' || (schema.pattern && DATE_PATTERN.test(schema.pattern)))
    return 'date';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'uri' || schema.format === 'url') return 'url';
  if (schema.pattern && new RegExp(schema.pattern).test(thisMonth())) return 'month';
  return 'text';
}

/** Finds the id of a seeded record of the kind a field or path parameter names. */
export type IdLookup = (kind: string) => string | undefined;

export type ExampleOptions = {
  ids: IdLookup;
  /** A money value for money fields, so leaks can be spotted by value. */
  money?: (name: string) => string | undefined;
  /** Include optional fields too (not only the required ones). */
  optional?: boolean;
};

let serial = 0;

/** A valid value for field `name`, built from its schema: the rest-valid part of bad input. */
export function exampleFor(name: string, schema: JsonSchema, options: ExampleOptions): unknown {
  const field = fieldOf(schema);
  const { schema: node } = field;
  switch (field.kind) {
    case 'id':
      return options.ids(name.replace(/Id$/, '')) ?? (field.nullable ? null : undefined);
    case 'date':
      return today();
    case 'month':
      return thisMonth();
    case 'email':
      return `sample${(serial += 1)}.${Date.now()}@example.com`;
    case 'url':
      return 'https://example.com/picture.png';
    case 'enum':
      return node.enum ? node.enum[0] : node.const;
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return clamp(/placed|capacity/i.test(name) ? 100_000 : 1, node);
    case 'decimal':
      return options.money?.(name) ?? '2';
    case 'object':
      return objectExample(node, options);
    case 'array':
      // A list that must hold something holds one valid element (a programme's items), unless
      // its elements name records (a round's flocks), whose list its owner checks as a whole.
      return (node.minItems ?? 0) > 0 && node.items && !namesRecords(node.items)
        ? [exampleFor(name, node.items, options)]
        : [];
    case 'text':
      return textExample(name, node);
    default:
      return undefined;
  }
}

/** An object that requires the id of a record. */
function namesRecords(schema: JsonSchema): boolean {
  const field = fieldOf(schema);
  if (field.kind !== 'object') return false;
  return (field.schema.required ?? []).some(
    (key) => fieldOf(field.schema.properties?.[key] ?? {}).kind === 'id',
  );
}

/** An object with its required fields (and optional ones when asked), each valid. */
export function objectExample(
  schema: JsonSchema,
  options: ExampleOptions,
): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (!required.has(key) && !options.optional) continue;
    const value = exampleFor(key, property, options);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

function textExample(name: string, schema: JsonSchema): string {
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const candidate = [today(), thisMonth(), 'Sample', 'sample', 'ABC-1', '1'].find((text) =>
      pattern.test(text),
    );
    if (candidate) return candidate;
  }
  const base = /password/i.test(name) ? 'Sample-password-1' : `Sample ${name} ${(serial += 1)}`;
  const max = schema.maxLength ?? base.length;
  return base.padEnd(schema.minLength ?? 0, 'x').slice(0, max);
}

function clamp(value: number, schema: JsonSchema): number {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -Infinity;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? Infinity;
  return Math.min(Math.max(value, min), max);
}
