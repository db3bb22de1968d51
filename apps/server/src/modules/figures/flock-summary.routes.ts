import { authRoles, flockSummarySchema } from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../lib/problem.ts';
import { flocksArea } from '../flocks/flocks.area.ts';
import { flockSummary } from './flock-summary.service.ts';

export const flockSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/flocks/:id/summary',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['Flocks'],
        summary: "A flock's figures: birds, feed, FCR, EPEF and, for admins, costs and profit",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().uuid() }),
        response: { 200: flockSummarySchema },
      },
    },
    async (request) => {
      const flock = await flocksArea.get(app.database.db, request.params.id);
      if (!flock) throw new ProblemError(404, { detail: 'No flock with this id.' });
      const isAdmin = request.user?.role.includes('admin') ?? false;
      return flockSummary(app.database.db, flock, isAdmin);
    },
  );
};
