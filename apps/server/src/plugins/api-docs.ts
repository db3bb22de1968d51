import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../lib/version.ts';
import { rolesAdmittedBy } from '../modules/auth/auth.guard.ts';
import { bodyReadBy } from '../modules/auth/get-body.ts';

/** OpenAPI generated from the route schemas; browsable at /api/docs, JSON at /api/docs/json. */
export const apiDocs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Flockbook API',
        description: 'Poultry farm back-office: flocks, records, stock, money and figures.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (document) =>
      withAdmittedRoles(jsonSchemaTransform(withGetBody(document)), document.route),
    transformObject: (document) =>
      'openapiObject' in document
        ? withOptionalGetBodies(document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: adjustDocsPolicy,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
  });
});

/**
 * States on every protected operation the roles its guard admits (`x-roles`), so clients and
 * the role-table tests read them from the document; public operations carry none.
 */
function withAdmittedRoles<T extends { schema: unknown }>(
  transformed: T,
  route: { onRequest?: unknown },
): T {
  const roles = rolesAdmittedBy(route.onRequest);
  if (!roles || !transformed.schema) return transformed;
  return { ...transformed, schema: { ...transformed.schema, 'x-roles': [...roles] } };
}

/**
 * Shows the JSON body a GET route reads itself (Fastify takes no body schema on GET), so the
 * document, and the tests that read it, know that body.
 */
function withGetBody<T extends { schema: unknown; route: { preValidation?: unknown } }>(
  document: T,
): T {
  const body = bodyReadBy(document.route.preValidation);
  if (!body || !document.schema) return document;
  return { ...document, schema: { ...document.schema, body } };
}

type GetBody = {
  required?: boolean;
  content?: { 'application/json'?: { schema?: { required?: string[] } } };
};

/** A GET body none of whose fields is required may be left out (the token check's). */
function withOptionalGetBodies<T extends { paths?: object }>(document: T): T {
  const paths = Object.values(document.paths ?? {}) as { get?: { requestBody?: GetBody } }[];
  for (const methods of paths) {
    const body = methods.get?.requestBody;
    if (body && !body.content?.['application/json']?.schema?.required?.length) {
      body.required = false;
    }
  }
  return document;
}

/**
 * The documentation page's own policy, adjusted: it sets a few inline styles (and a hash in
 * style-src would make browsers ignore 'unsafe-inline'), it is never framed, and it must
 * keep working over plain http on a farm's own network.
 */
function adjustDocsPolicy(header: string): string {
  return header
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
    .map((directive) => {
      if (directive.startsWith('style-src ')) return "style-src 'self' 'unsafe-inline'";
      if (directive.startsWith('frame-ancestors ')) return "frame-ancestors 'none'";
      return directive;
    })
    .join('; ');
}
