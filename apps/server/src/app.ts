import type { DatabaseHandle } from '@flockbook/db';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { loggerOptions } from './lib/logging.ts';
import type { LogStream } from './lib/logging.ts';
import { alertMailModule } from './modules/alerts/mail/alert-mail.job.ts';
import { authModule } from './modules/auth/index.ts';
import { backupRoutes } from './modules/backup/backup.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { usersModule } from './modules/users/index.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { farmRecords } from './records/index.ts';
import { requestValidator } from './lib/request-validator.ts';
import { problemDetails } from './plugins/problem-details.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
  }
}

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** Where logs go (standard output when unset); tests pass a stream to read them. */
  logStream?: LogStream;
};

/** Builds the whole app as a plugin tree; never listens (main.ts does, tests inject). */
export async function buildApp({ env, database, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL, logStream),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);

  await app.register(problemDetails);
  await app.register(securityHeaders);
  await app.register(apiDocs);

  // API modules, one line each.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authModule);
  await app.register(usersModule);
  await app.register(farmRecords, { prefix: '/api' });
  await app.register(backupRoutes, { prefix: '/api' });
  await app.register(alertMailModule);

  await app.register(webApp, { distDir: env.WEB_DIST_DIR });
  return app;
}
