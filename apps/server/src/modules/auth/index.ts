import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from '../../lib/mailer.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { publicUrl } from '../../lib/public-url.ts';
import { createAccessTokens, resolveJwtSecret } from './access-tokens.ts';
import { createRoleGuard } from './auth.guard.ts';
import { createAuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import type { AuthService } from './auth.service.ts';
import { createHostedVerifier, hostedSettingsOf } from './hosted/index.ts';
import { createFirstAdminService } from './setup/first-admin.ts';
import { setupRoutes } from './setup/setup.routes.ts';
import { createThrottle } from './throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** Sends mail through SMTP_URL, or writes it to DATA_DIR/outbox when none is set. */
    mailer: Mailer;
    /** The address users open (PUBLIC_URL), for links in mail. */
    publicUrl(): string;
    /** Pre-handler for protected routes: `{ onRequest: app.requireRole(['admin']) }`. */
    requireRole(roles: readonly string[] | 'signed-in'): onRequestAsyncHookHandler;
  }
}

/**
 * Accounts, sign-in, tokens, the first admin's set-up and the role guard every protected route
 * uses.
 */
export const authModule = fp(async (app: FastifyInstance) => {
  const { env } = app;
  const repository = createAuthRepository(app.database.db);
  const hostedSettings = hostedSettingsOf(env);
  if (hostedSettings.firebase?.emulatorHost) {
    app.log.warn(
      `FIREBASE_AUTH_EMULATOR_HOST is set: unsigned Firebase tokens confirmed by the emulator ` +
        `at ${hostedSettings.firebase.emulatorHost} are trusted. This is for tests only; ` +
        'never use it in production.',
    );
  }
  const throttle = createThrottle(repository);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(env.DATA_DIR, 'outbox'),
    log: app.log,
  });
  const appUrl = () => publicUrl(env, (app.server.address() as AddressInfo | null)?.port);
  app.decorate('mailer', mailer);
  app.decorate('publicUrl', appUrl);
  const service = createAuthService({
    repository,
    throttle,
    tokens: createAccessTokens(resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR)),
    mailer,
    signup: { open: env.SIGNUP === 'open', role: env.SIGNUP_ROLE },
    publicUrl: appUrl,
    hosted: createHostedVerifier(hostedSettings, app.log),
  });
  app.decorate('authService', service);
  app.decorate('requireRole', createRoleGuard(service));
  app.decorateRequest('user', null);
  await app.register(authRoutes, { prefix: '/api' });
  const setup = createFirstAdminService(app.database.db);
  await app.register(setupRoutes, { prefix: '/api', setup, throttle });
});
