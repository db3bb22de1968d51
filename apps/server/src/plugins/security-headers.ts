import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hostedOrigins, hostedSettingsOf } from '../modules/auth/hosted/index.ts';
import { HSTS, securityHeaderValues } from './security-policy.ts';

/**
 * Security headers on every answer (see security-policy.ts). HSTS goes only on answers to
 * https requests (directly or, with TRUST_PROXY, as X-Forwarded-Proto says): browsers ignore
 * it over plain http, and a farm reaching the app over plain http on its own network must not
 * be told otherwise.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = securityHeaderValues(hostedOrigins(hostedSettingsOf(app.env)));
  // A callback hook: the cheapest kind, on the path of every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
