import { authRoles, dashboardSchema } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './dashboard.service.ts';
import { moneyFor, seesMoney } from '../../records/money-view.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['dashboard'],
        summary:
          'Farm dashboard: active flocks, birds alive, stock, alerts, month (admins), closed flocks',
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardSchema },
      },
    },
    async (request) => moneyFor(request, await dashboard(app.database.db, seesMoney(request))),
  );
};
