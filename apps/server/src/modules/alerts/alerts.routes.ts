import { alertSchema, authRoles } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openAlerts } from './alerts.service.ts';
import { farmAccessOf } from '../../records/farm-access.ts';
import { moneyFor } from '../../records/money-view.ts';

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['alerts'],
        summary:
          'Open alerts: mortality, feed running out, medicine expiring, weight behind the breed',
        description: 'Thresholds come from the installation settings (GET/PATCH /api/settings).',
        security: [{ bearerAuth: [] }],
        response: { 200: z.array(alertSchema) },
      },
    },
    async (request) => {
      const { db } = app.database;
      return moneyFor(request, await openAlerts(db, await farmAccessOf(db, request)));
    },
  );
};
