import type { z } from 'zod';

/** Copies the fields an item schema names out of a row, in the schema's order. */
export type ItemProjection = (row: unknown) => unknown;

/** Schema kinds whose parse hands their value back as it is. */
const AS_IS = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'enum',
  'literal',
  'null',
  'date',
  'unknown',
  'any',
]);

type Def = {
  type: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The projection of a list's rows onto the contract's item schema: every field the schema
 * names, in its order (the order its parse gives), nested objects likewise, and nothing else,
 * so a column the selection has and the item does not never leaves the server. It is what the
 * schema's parse answers for a row that passes it, without checking each value again: the
 * rows come from the area's typed selection, and the records tests check every list's rows
 * against the schema. A schema that would change a value (a default, a transform, a
 * coercion, a union) is refused when the projection is built, at start.
 */
export function itemProjection(schema: z.ZodType): ItemProjection {
  const def = defOf(schema);
  if (def.coerce) throw unsupported(def.type);
  if (AS_IS.has(def.type)) return (value) => value;
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
    const inner = itemProjection(def.innerType);
    return (value) => (value === null || value === undefined ? value : inner(value));
  }
  if (def.type === 'array' && def.element) {
    const element = itemProjection(def.element);
    return (value) => (value as unknown[]).map(element);
  }
  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape).map(
      ([key, field]) => [key, itemProjection(field)] as const,
    );
    return (value) => {
      const row = value as Record<string, unknown>;
      const item: Record<string, unknown> = {};
      for (const [key, project] of fields) {
        const field = row[key];
        // As the parse: an optional field left out stays out.
        if (field !== undefined) item[key] = project(field);
      }
      return item;
    };
  }
  throw unsupported(def.type);
}

const unsupported = (type: string) =>
  new Error(`An item projection copies values as they are; a ${type} schema would change them.`);
