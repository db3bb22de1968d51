import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hostedOrigins, hostedSettingsOf } from '../modules/auth/hosted/index.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer. Styles allow 'unsafe-inline' because the UI library
 * injects its styles at run time; scripts only come from this origin. Framing is denied by
 * both the policy and X-Frame-Options. HSTS goes only on answers to https requests (directly
 * or, with TRUST_PROXY, as X-Forwarded-Proto says): browsers ignore it over plain http, and a
 * farm reaching the app over plain http on its own network must not be told otherwise.
 * A configured hosted sign-in service adds the origins the browser talks to, and pictures
 * from them and over https (profile pictures live on the services' hosts or elsewhere).
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const hosted = hostedOrigins(hostedSettingsOf(app.env));
  const plainHttp = hosted.filter((origin) => origin.startsWith('http:'));
  const pictures = hosted.length > 0 ? ['https:', ...plainHttp] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...pictures],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...hosted],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Farms often reach the app over plain http on their own network.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
