import {
  authRoles,
  dailyRoundInputSchema,
  dailyRoundQuerySchema,
  dailyRoundResultSchema,
  dailyRoundSchema,
  problemDetailsSchema,
} from '@flockbook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayOnFarm } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import { farmAccessOf } from '../../records/farm-access.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../../records/idempotency.ts';
import { moneyFor } from '../../records/money-view.ts';
import { readDailyRound } from './daily-round.read.ts';
import { farmFault, parseRound, saveDailyRound } from './daily-round.save.ts';

const problems = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
  404: problemDetailsSchema,
};

export const dailyRoundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/daily-round',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags: ['daily round'],
        summary: "A farm's daily round: its houses and flocks, and what the day already holds",
        description:
          "`date` defaults to the farm's today. Each recorded item carries its id and version.",
        security: [{ bearerAuth: [] }],
        querystring: dailyRoundQuerySchema,
        response: { 200: dailyRoundSchema, ...problems },
      },
    },
    async (request) => {
      const { farmId, date } = request.query;
      const access = await farmAccessOf(db, request);
      // The farm's today, not the server's (an unknown farm answers 404 in the read).
      const day = date ?? (await todayOnFarm(db, farmId));
      return moneyFor(request, await readDailyRound(db, access, farmId, day));
    },
  );

  app.post(
    '/daily-round',
    {
      onRequest: app.requireRole(authRoles.staff),
      // Checked in the handler, part by part, so a refusal names every fault of the round.
      attachValidation: true,
      schema: {
        tags: ['daily round'],
        summary: "Save a farm's daily round: every flock's records in one transaction",
        description:
          'All or nothing. A part with `id` and `version` changes that record (409 when stale). ' +
          'The same `roundId` sent again by the same user answers the first result; with other ' +
          `values it is refused (409). The round's key is its \`roundId\`: an \`${IDEMPOTENCY_HEADER}\` ` +
          'header, when sent, must be the same id.',
        security: [{ bearerAuth: [] }],
        body: dailyRoundInputSchema,
        // 200, not 201: the round is no record of its own; it writes the usual ones.
        response: { 200: dailyRoundResultSchema, 409: z.unknown(), ...problems },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { round, errors, fatal } = parseRound(request.body);
      // One key per round: a header naming another key is a client's mistake, not a new round.
      if (key !== undefined && round && key.toLowerCase() !== round.roundId.toLowerCase()) {
        const message = `Must be the round's roundId (${round.roundId})`;
        throw new ProblemError(400, {
          detail: `The ${IDEMPOTENCY_HEADER} header does not match the round.`,
          errors: { [IDEMPOTENCY_HEADER]: message },
        });
      }
      // Faults the round's schema cannot see (e.g. control characters in a key) stop it too.
      if (request.validationError && round && Object.keys(errors).length === 0) {
        throw request.validationError;
      }
      const context = {
        userId: request.user?.id ?? '',
        roles: request.user?.role ?? [],
        farms: await farmAccessOf(db, request),
        farmTimeZone: app.env.FARM_TIME_ZONE,
      };
      if (fatal || !round) {
        const farmId = (request.body as { farmId?: unknown } | null)?.farmId;
        const fault = await farmFault(db, context.farms, farmId);
        if (fault) errors.farmId = fault;
        throw new ProblemError(400, { detail: 'The request has invalid fields.', errors });
      }
      const saved = await saveDailyRound(db, round, errors, context, (item) =>
        moneyFor(request, item),
      );
      if (saved.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(200).send(saved.result);
    },
  );
};
