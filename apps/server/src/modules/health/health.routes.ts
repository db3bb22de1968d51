import { healthSchema } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../lib/version.ts';
import { createDatabaseCheck } from './database-check.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkDatabase = createDatabaseCheck(app.database, (error) =>
    app.log.error({ err: error }, 'health check query failed'),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        description:
          'Reports the database driver and whether a query round-trip works (checked at most once a second).',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { ok, latencyMs } = await checkDatabase();
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
        database: { driver: app.database.driver, ok, latencyMs },
      });
    },
  );
};
