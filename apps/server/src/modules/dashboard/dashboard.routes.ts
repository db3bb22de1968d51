import { authRoles, dashboardSchema } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './dashboard.service.ts';
import { farmAccessOf } from '../../records/farm-access.ts';
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
    async (request) => {
      const { db } = app.database;
      const access = await farmAccessOf(db, request);
      return moneyFor(request, await dashboard(db, seesMoney(request), access));
    },
  );
};
