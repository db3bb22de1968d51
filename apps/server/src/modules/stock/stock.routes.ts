import {
  authRoles,
  problemDetailsSchema,
  stockQuerySchema,
  stockSchema,
} from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmStock } from './stock.service.ts';
import { assertSeesFarm, farmAccessOf } from '../../records/farm-access.ts';
import { moneyFor } from '../../records/money-view.ts';

export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['stock'],
        summary: "A farm's feed and medicine stock on a date",
        description:
          'Computed from purchases and use records; days left at the last 7 days of use.',
        security: [{ bearerAuth: [] }],
        querystring: stockQuerySchema,
        response: { 200: stockSchema, 404: problemDetailsSchema },
      },
    },
    async (request) => {
      const { db } = app.database;
      assertSeesFarm(await farmAccessOf(db, request), request.query.farmId, 'farm');
      return moneyFor(request, await farmStock(db, request.query.farmId, request.query.date));
    },
  );
};
