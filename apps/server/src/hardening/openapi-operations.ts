import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the route schemas use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Parameter = { name: string; schema: JsonSchema; required: boolean };

/** One operation of the OpenAPI document, its `$ref`s resolved. */
export type Operation = {
  method: Method;
  /** The OpenAPI path, e.g. `/api/flocks/{id}`. */
  path: string;
  /** The roles admitted (`x-roles`); undefined for a public operation. */
  roles: string[] | undefined;
  pathParams: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
  /** Content types the answers are documented with. */
  produces: string[];
  /** The answer statuses documented. */
  statuses: string[];
};

type OpenApiOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-roles'?: string[];
};
type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every operation the real app documents at /api/docs/json. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`docs answered ${response.statusCode}`);
  const document = response.json<OpenApiDocument>();
  const resolve = refResolver(document.components?.schemas ?? {});
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required === true,
        schema: resolve(parameter.schema),
      }));
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        roles: operation['x-roles'],
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: bodySchema ? resolve(bodySchema) : undefined,
        statuses: Object.keys(operation.responses ?? {}),
        produces: Object.values(operation.responses ?? {}).flatMap((answer) =>
          Object.keys(answer.content ?? {}),
        ),
      });
    }
  }
  return operations;
}

/** Inlines `#/components/schemas/...` references (recursive ones stop at depth 8). */
function refResolver(components: Record<string, JsonSchema>) {
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 8) return {};
    if (schema.$ref) {
      const target = components[schema.$ref.replace('#/components/schemas/', '')];
      return target ? resolve(target, depth + 1) : {};
    }
    const resolved: JsonSchema = { ...schema };
    if (schema.properties) {
      resolved.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1)]),
      );
    }
    if (schema.items) resolved.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const options = schema[key];
      if (options) resolved[key] = options.map((option) => resolve(option, depth + 1));
    }
    return resolved;
  };
  return resolve;
}

/** The operation's path with its parameters filled in (values already URL-encoded). */
export function fillPath(path: string, segments: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? '');
}

/**
 * The kind of record a path parameter names: `farmId` -> `farm`; a bare `{id}` takes the
 * segment before it (`/api/reports/flocks/{id}/closing-sheet` -> `flocks`).
 */
export function paramKind(path: string, name: string): string {
  if (name !== 'id') return name.replace(/Id$/, '');
  const before = path.split('/{id}')[0]?.split('/') ?? [];
  return before[before.length - 1] ?? name;
}
