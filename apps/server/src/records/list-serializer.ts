import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The serializer of a list route: its 200 answer (`{ data, total }`) is written as it is,
 * since every row was built by the item projection (the item schema's fields only, in its
 * order) and money was taken out for staff before; other answers go through their schemas.
 * Checking the schema again on every row of every page was a large share of a small page's
 * time.
 */
export const listSerializer: FastifySerializerCompiler<unknown> = (route) =>
  route.httpStatus === '200'
    ? (data) => JSON.stringify(data)
    : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
