import { authRoles, flockDailySchema, flockSummarySchema, recordId } from '@flockbook/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';
import { flocksArea } from '../flocks/flocks.area.ts';
import { flockDaily } from './flock-daily.service.ts';
import { flockSummary } from './flock-summary.service.ts';
import { farmAccessOf } from '../../records/farm-access.ts';
import { moneyFor, seesMoney } from '../../records/money-view.ts';

const params = z.object({ id: recordId('Not a flock id') });

export const flockSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only a flock of the user's farms; another answers as if it did not exist.
  const flockOf = async (request: FastifyRequest, id: string) => {
    const flock = await flocksArea.get(
      app.database.db,
      id,
      await farmAccessOf(app.database.db, request),
    );
    if (!flock) throw new ProblemError(404, { detail: 'No flock with this id.' });
    return flock;
  };
  app.get(
    '/flocks/:id/summary',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['Flocks'],
        summary: "A flock's figures: birds, feed, FCR, EPEF and, for admins, costs and profit",
        security: [{ bearerAuth: [] }],
        params,
        response: { 200: flockSummarySchema },
      },
    },
    async (request) =>
      moneyFor(
        request,
        await flockSummary(
          app.database.db,
          await flockOf(request, request.params.id),
          seesMoney(request),
        ),
      ),
  );

  app.get(
    '/flocks/:id/daily',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['Flocks'],
        summary:
          "A flock's days: deaths, birds, feed, weight against the breed curve, eggs and, for admins, running cost and revenue",
        security: [{ bearerAuth: [] }],
        params,
        response: { 200: flockDailySchema },
      },
    },
    async (request) =>
      moneyFor(
        request,
        await flockDaily(
          app.database.db,
          await flockOf(request, request.params.id),
          seesMoney(request),
        ),
      ),
  );
};
