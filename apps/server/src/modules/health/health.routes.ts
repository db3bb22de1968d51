import { healthSchema } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../../lib/version.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        description: 'Reports the database driver and whether a query round-trip works.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const { driver } = app.database;
      let ok = true;
      let latencyMs = 0;
      try {
        latencyMs = await app.database.ping();
      } catch (error) {
        ok = false;
        app.log.error({ err: error }, 'health check query failed');
      }
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        uptimeSeconds: Math.round(process.uptime()),
        database: { driver, ok, latencyMs: Math.round(latencyMs * 100) / 100 },
      });
    },
  );
};
