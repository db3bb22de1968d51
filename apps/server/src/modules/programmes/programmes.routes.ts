import {
  authRoles,
  flockProgrammeSchema,
  medicineUseSchema,
  problemDetailsSchema,
  programmeDoseInputSchema,
  programmeInputSchema,
  programmeListSchema,
  programmeReplaceSchema,
  programmeSchema,
  recordId,
} from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayOnFarm } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import { farmAccessOf } from '../../records/farm-access.ts';
import { moneyFor } from '../../records/money-view.ts';
import { flocksArea } from '../flocks/flocks.area.ts';
import { flockProgramme } from './flock-programme.ts';
import { giveProgrammeItem } from './programme-doses.ts';
import {
  createProgramme,
  deleteProgramme,
  readProgramme,
  readProgrammes,
  updateProgramme,
} from './programmes.service.ts';

const problems = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
  404: problemDetailsSchema,
};
const idParams = z.object({ id: recordId('Not a programme id') });
const tags = ['Vaccination programmes'];

/**
 * Vaccination programmes (admins keep them, everyone reads them), a flock's programme as of
 * its farm's today, and the dose of an item recorded from it.
 */
export const programmesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const userOf = (request: FastifyRequest) => request.user?.id ?? '';

  app.get(
    '/vaccination-programmes',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags,
        summary: 'Every vaccination programme with its items',
        security: [{ bearerAuth: [] }],
        response: { 200: programmeListSchema, ...problems },
      },
    },
    async () => {
      const data = await readProgrammes(db);
      return { data, total: data.length };
    },
  );

  app.get(
    '/vaccination-programmes/:id',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags,
        summary: 'One vaccination programme',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: programmeSchema, ...problems },
      },
    },
    async (request) => readProgramme(db, request.params.id),
  );

  app.post(
    '/vaccination-programmes',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags,
        summary: 'Add a vaccination programme',
        security: [{ bearerAuth: [] }],
        body: programmeInputSchema,
        response: { 201: programmeSchema, 409: problemDetailsSchema, ...problems },
      },
    },
    async (request, reply) => {
      const created = await db.transaction((tx) =>
        createProgramme(tx as Database, request.body, userOf(request)),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/vaccination-programmes/:id',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags,
        summary: 'Replace a vaccination programme whole, with all its items',
        description:
          'Carries the version it replaces (409 when stale). `items` is the whole list: an item ' +
          'with its `id` is kept (and stays done for the flocks given it), one without is new, ' +
          'and items left out are removed.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: programmeReplaceSchema,
        response: { 200: programmeSchema, 409: z.unknown(), ...problems },
      },
    },
    async (request) => {
      const { version, ...patch } = request.body;
      return db.transaction((tx) =>
        updateProgramme(tx as Database, request.params.id, version, patch, userOf(request)),
      );
    },
  );

  app.delete(
    '/vaccination-programmes/:id',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags,
        summary: 'Delete a vaccination programme no flock follows',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 204: z.null(), 409: problemDetailsSchema, ...problems },
      },
    },
    async (request, reply) => {
      await db.transaction((tx) =>
        deleteProgramme(tx as Database, request.params.id, userOf(request)),
      );
      return reply.code(204).send(null);
    },
  );

  const flockOf = async (request: FastifyRequest, id: string) => {
    const flock = await flocksArea.get(db, id, await farmAccessOf(db, request));
    if (!flock) throw new ProblemError(404, { detail: 'No flock with this id.' });
    return flock;
  };

  app.get(
    '/flocks/:id/programme',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags,
        summary:
          "A flock's programme: each item due, overdue, done or upcoming on the farm's today",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: recordId('Not a flock id') }),
        response: { 200: flockProgrammeSchema, ...problems },
      },
    },
    async (request) => {
      const flock = await flockOf(request, request.params.id);
      return flockProgramme(db, flock, await todayOnFarm(db, flock.farmId));
    },
  );

  app.post(
    '/programme-doses',
    {
      onRequest: app.requireRole(authRoles.staff),
      schema: {
        tags,
        summary: "Give a flock's programme item: records its medicine use, linked to the item",
        description:
          "Unless named, the batch is the farm's of the item's kind with some left (one named like " +
          'the item first, then the soonest to expire), the quantity the dose per bird for every ' +
          "bird alive, and the date the farm's today. A given item answers 409.",
        security: [{ bearerAuth: [] }],
        body: programmeDoseInputSchema,
        // 200, not 201: a dose is no record of its own; it writes the usual medicine use.
        response: { 200: medicineUseSchema, 409: problemDetailsSchema, ...problems },
      },
    },
    async (request, reply) => {
      const access = await farmAccessOf(db, request);
      const context = {
        userId: userOf(request),
        roles: request.user?.role ?? [],
        farms: access,
        farmTimeZone: app.env.FARM_TIME_ZONE,
      };
      const created = await db.transaction(async (tx) => {
        const flock = await flocksArea.get(tx as Database, request.body.flockId, access);
        if (!flock)
          throw new ProblemError(400, { errors: { flockId: 'Choose one of your flocks' } });
        return giveProgrammeItem(tx as Database, flock, request.body, context);
      });
      return reply.code(200).send(moneyFor(request, created));
    },
  );
};
