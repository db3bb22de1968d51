import { badIds, badValuesFor, HUGE_TEXT, OMIT } from './bad-values.ts';
import type { BadValue } from './bad-values.ts';
import { fillPath, paramKind } from './openapi-operations.ts';
import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';
import { exampleFor, fieldOf, objectExample } from './schema-examples.ts';
import type { ExampleOptions } from './schema-examples.ts';

const UNKNOWN_ID = '3f2b8c1e-9d4a-4c6b-8e2f-1a2b3c4d5e6f';

/** One request to send: a valid one, or one with a single thing wrong. */
export type BadRequest = {
  label: string;
  url: string;
  /** A JSON value, or raw text when `contentType` is given. */
  payload?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** The API must refuse it (a 2xx is a defect). */
  refuse: boolean;
  /** The body field set to a bad value, as a path (for undoing an accepted edit). */
  field?: string[];
};

/** Ids are looked up by kind; `version` fields take the record's current version. */
export type RequestContext = ExampleOptions & { version?: number };

/** The valid request of an operation: path ids of seeded records, required query and body. */
export function validRequest(op: Operation, context: RequestContext): BadRequest {
  const segments = Object.fromEntries(
    op.pathParams.map((param) => [param.name, pathIdOf(op, param, context)]),
  );
  return {
    label: 'valid',
    url: withQuery(fillPath(op.path, segments), validQuery(op.query, context)),
    payload: op.body ? validBody(op.body, context) : undefined,
    refuse: false,
  };
}

/** Every bad variant of an operation, each with one thing wrong and the rest valid. */
export function badRequests(op: Operation, context: RequestContext): BadRequest[] {
  const valid = validRequest(op, context);
  return [
    ...pathVariants(op, context),
    ...queryVariants(op, context),
    ...(op.body ? bodyVariants(op.body, valid, context) : []),
  ];
}

function pathIdOf(op: Operation, param: Parameter, context: RequestContext): string {
  return encodeURIComponent(context.ids(paramKind(op.path, param.name)) ?? UNKNOWN_ID);
}

function validQuery(query: Parameter[], context: RequestContext): Record<string, string> {
  const values: Record<string, string> = {};
  for (const param of query.filter((candidate) => candidate.required)) {
    values[param.name] = encodeURIComponent(String(exampleFor(param.name, param.schema, context)));
  }
  return values;
}

function withQuery(path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${value}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

function validBody(body: JsonSchema, context: RequestContext): Record<string, unknown> {
  const payload = objectExample(body, context);
  if (body.properties?.version && context.version !== undefined) payload.version = context.version;
  return payload;
}

function pathVariants(op: Operation, context: RequestContext): BadRequest[] {
  const base = Object.fromEntries(
    op.pathParams.map((param) => [param.name, pathIdOf(op, param, context)]),
  );
  const query = validQuery(op.query, context);
  const payload = op.body ? validBody(op.body, context) : undefined;
  return op.pathParams.flatMap((param) => {
    const current = decodeURIComponent(base[param.name] ?? '');
    const raw = [
      ...badIds(current).map((wrong) => ({ ...wrong, value: encodeAny(String(wrong.value)) })),
      { label: 'encoded lone surrogate', value: '%ED%A0%80', refuse: true },
      { label: 'bad escape', value: '%zz', refuse: true },
      { label: 'id of another kind', value: otherKindId(context, current), refuse: true },
    ];
    return raw
      .filter((wrong) => wrong.value)
      .map((wrong) => ({
        label: `path ${param.name}: ${wrong.label}`,
        url: withQuery(fillPath(op.path, { ...base, [param.name]: String(wrong.value) }), query),
        payload,
        refuse: wrong.refuse,
      }));
  });
}

/** URL-encodes any text, lone surrogates too (as the bytes a careless client would send). */
function encodeAny(text: string): string {
  return text
    .split(/([\ud800-\udfff])/u)
    .map((part) =>
      /^[\ud800-\udfff]$/u.test(part)
        ? `%ED%${(0xa0 + ((part.charCodeAt(0) >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (part.charCodeAt(0) & 0x3f)).toString(16).toUpperCase()}`
        : encodeURIComponent(part),
    )
    .join('');
}

function otherKindId(context: RequestContext, current: string): string {
  for (const kind of ['farm', 'flock', 'party']) {
    const id = context.ids(kind);
    if (id && id !== current) return id;
  }
  return '';
}

/** Raw (URL-encoded) bad values for a query parameter of a kind. */
function badQueryValues(param: Parameter, context: RequestContext): BadValue[] {
  const valid = String(exampleFor(param.name, param.schema, context) ?? 'x');
  const values = badValuesFor(fieldOf(param.schema), valid, false)
    .filter(
      (wrong) => wrong.value !== OMIT && wrong.value !== null && typeof wrong.value !== 'object',
    )
    .map((wrong) => ({ ...wrong, value: encodeAny(String(wrong.value)) }));
  values.push(
    { label: 'encoded lone surrogate', value: '%ED%A0%80', refuse: false },
    { label: 'invalid UTF-8', value: '%FF%FE', refuse: false },
    { label: 'bad escape', value: '%zz', refuse: false },
    { label: '-0', value: '-0', refuse: false },
    { label: '1e-400', value: '1e-400', refuse: false },
  );
  return values.map((wrong) => ({ ...wrong, refuse: false }));
}

function queryVariants(op: Operation, context: RequestContext): BadRequest[] {
  const segments = Object.fromEntries(
    op.pathParams.map((param) => [param.name, pathIdOf(op, param, context)]),
  );
  const path = fillPath(op.path, segments);
  const query = validQuery(op.query, context);
  const variants: BadRequest[] = op.query.flatMap((param) => {
    const valid =
      query[param.name] ??
      encodeURIComponent(String(exampleFor(param.name, param.schema, context) ?? 'x'));
    const wrongs: BadValue[] = [
      ...badQueryValues(param, context),
      { label: 'given twice', value: `${valid}&${param.name}=${valid}`, refuse: false },
    ];
    if (param.required) wrongs.push({ label: 'missing', value: OMIT, refuse: true });
    return wrongs.map((wrong) => {
      const values = { ...query };
      if (wrong.value === OMIT) delete values[param.name];
      else values[param.name] = String(wrong.value);
      return {
        label: `query ${param.name}: ${wrong.label}`,
        url: withQuery(path, values),
        refuse: wrong.refuse,
      };
    });
  });
  variants.push({
    label: 'query: unknown parameter with NUL',
    url: withQuery(path, { ...query, unknownParameter: '%00' }),
    refuse: false,
  });
  return variants;
}

function bodyVariants(body: JsonSchema, valid: BadRequest, context: RequestContext): BadRequest[] {
  const base = validBody(body, context);
  const json = JSON.stringify(base);
  const whole = (label: string, payload: unknown, contentType?: string): BadRequest => ({
    label: `body: ${label}`,
    url: valid.url,
    payload,
    refuse: true,
    ...(contentType ? { contentType } : {}),
  });
  const variants: BadRequest[] = [
    whole('malformed JSON', json.slice(0, -1), 'application/json'),
    whole('empty with JSON type', '', 'application/json'),
    whole('JSON null', 'null', 'application/json'),
    whole('JSON array', '[]', 'application/json'),
    whole('JSON string', '"text"', 'application/json'),
    whole('text/plain type', json, 'text/plain'),
    whole('form type', 'a=1', 'application/x-www-form-urlencoded'),
    whole('NUL in the JSON text', json.replace('{', '{\u0000'), 'application/json'),
    whole(
      'invalid UTF-8 bytes',
      Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) as unknown,
      'application/json',
    ),
    whole('5,000 levels deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'),
    whole('2 MB', JSON.stringify({ ...base, padding: HUGE_TEXT.repeat(20) }), 'application/json'),
    {
      ...whole('prototype key', `{"__proto__":{"polluted":1},${json.slice(1)}`, 'application/json'),
      refuse: false,
    },
    { ...whole('unknown field', { ...base, unknownField: '\u0000' }), refuse: false },
  ];
  for (const [path, schema, required] of fieldsOf(body)) {
    const field = fieldOf(schema);
    const name = path[path.length - 1]!;
    const current = valueAt(base, path) ?? exampleFor(name, schema, { ...context, optional: true });
    if (name === 'version' && context.version !== undefined) {
      variants.push(
        ...[0, context.version + 1000, 2 ** 31, -1, '1'].map((value) =>
          fieldVariant(valid.url, base, path, { label: String(value), value, refuse: true }),
        ),
      );
      continue;
    }
    for (const wrong of badValuesFor(field, current, required))
      variants.push(fieldVariant(valid.url, base, path, wrong));
  }
  return variants;
}

function fieldVariant(
  url: string,
  base: Record<string, unknown>,
  path: string[],
  wrong: BadValue,
): BadRequest {
  return {
    label: `${path.join('.')}: ${wrong.label}`,
    url,
    payload: withValueAt(base, path, wrong.value),
    refuse: wrong.refuse,
    field: path,
  };
}

/** Every field of a body (nested objects up to three levels), with whether it is required. */
function fieldsOf(schema: JsonSchema, prefix: string[] = []): [string[], JsonSchema, boolean][] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const own: [string[], JsonSchema, boolean] = [path, property, required.has(name)];
    const inner = fieldOf(property);
    return inner.kind === 'object' && path.length < 3
      ? [own, ...fieldsOf(inner.schema, path)]
      : [own];
  });
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );
}

/** A copy of `base` with the value at `path` replaced (OMIT deletes it), parents created. */
function withValueAt(
  base: Record<string, unknown>,
  path: string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  const copy = { ...base };
  if (head === undefined) return copy;
  if (rest.length === 0) {
    if (value === OMIT) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const child = copy[head];
  copy[head] = withValueAt(
    child && typeof child === 'object' ? (child as Record<string, unknown>) : {},
    rest,
    value,
  );
  return copy;
}
