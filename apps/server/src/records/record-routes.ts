import type { FarmAreaId, versionField } from '@flockbook/contracts';
import {
  FARM_AREAS,
  exportFormatSchema,
  isMoneyField,
  listQuerySchema,
  listResponseSchema,
  recordId,
  problemDetailsSchema,
} from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ProblemError } from '../lib/problem.ts';
import { writeAudit } from './audit-log.ts';
import { createRecord, recordNotFound, updateRecord } from './record-writes.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, writeOnce } from './idempotency.ts';
import { farmAccessOf, visibleFarmsFilter } from './farm-access.ts';
import { EXPORT_CONTENT_TYPES, columnsWithoutMoney, exportRows } from './export-rows.ts';
import { listSerializer } from './list-serializer.ts';
import { moneyFor, seesMoney } from './money-view.ts';
import type { ChangeContext, RecordArea } from './record-area.ts';

const EXPORT_PAGE_SIZE = 200;
const idParams = z.object({ id: recordId('Not a record id') });
const problemResponses = {
  400: problemDetailsSchema,
  401: problemDetailsSchema,
  403: problemDetailsSchema,
};
const ONCE =
  `With an \`${IDEMPOTENCY_HEADER}\` header, the same request sent again by the same user ` +
  'answers the first result (header `Idempotent-Replayed: true`) and writes nothing twice; ' +
  'another request under that key is refused (409).';

/** A farm area ready to register, its record types kept inside. */
export type AreaRoutes = {
  id: FarmAreaId;
  schemas: { item: z.ZodType; input: z.ZodObject };
  register(app: FastifyInstance): void;
};

/** An area's routes, to register with the others of the farm area list. */
export function areaRoutes<
  TItem extends { id: string; version: number },
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
>(area: RecordArea<TItem, TInput, TPatch, TFilters>): AreaRoutes {
  const { id, schemas } = area;
  return { id, schemas, register: (app) => registerRecordRoutes(app, area) };
}

/**
 * Registers the REST routes of one farm area:
 * GET /api/<area> (list dialect, `?format=csv|xlsx` exports every filtered row),
 * GET/PATCH/DELETE /api/<area>/:id and POST /api/<area>.
 * Every change runs in a transaction with its audit entry; an edit against an old version
 * answers 409 with the current record.
 */
export function registerRecordRoutes<
  TItem extends { id: string; version: number },
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
>(parent: FastifyInstance, area: RecordArea<TItem, TInput, TPatch, TFilters>): void {
  // Schemas validate at run time; the generic handlers cast what they validated.
  const app = parent;
  const { schemas, table } = area;
  // The list gives the area's path and roles; these routes are registered under /api.
  const { paths, roles } = FARM_AREAS[area.id];
  const path = paths.api.slice('/api'.length);
  const tags = [area.label];
  const db = app.database.db;
  const notFound = () => recordNotFound(area.entity);
  const contextOf = async (request: FastifyRequest): Promise<ChangeContext> => ({
    userId: request.user?.id ?? '',
    roles: request.user?.role ?? [],
    farms: await farmAccessOf(db, request),
    farmTimeZone: app.env.FARM_TIME_ZONE,
  });

  app.get(
    path,
    {
      onRequest: app.requireRole(roles.read),
      schema: {
        tags,
        summary: `List ${area.label.toLowerCase()}`,
        description:
          'Paged, sorted, filtered and searched; `format=csv|xlsx` exports every matching row.',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema
          .extend(schemas.filters.shape)
          .extend({ format: exportFormatSchema.optional() }),
        response: { 200: listResponseSchema(schemas.item), ...problemResponses },
      },
      serializerCompiler: listSerializer,
    },
    async (request, reply) => {
      const { page, pageSize, sort, q, format, ...rest } = request.query as Record<
        string,
        unknown
      > &
        z.infer<typeof listQuerySchema> & { format?: 'csv' | 'xlsx' };
      // Only the user's farms: every page, total, search and export passes this filter.
      const filters = {
        ...(schemas.filters.parse(rest) as z.infer<TFilters>),
        ...visibleFarmsFilter(await farmAccessOf(db, request)),
      };
      // An order by price would tell staff what the answer leaves out.
      if (sort && isMoneyField(sort.field) && !seesMoney(request)) {
        const message = `Cannot sort by ${sort.field}: it is shown to admins only`;
        throw new ProblemError(400, { detail: message, errors: { sort: message } });
      }
      const query = { page, pageSize, sort, q };
      if (!format) {
        const { data, total } = await area.list(db, query, filters);
        return { data: moneyFor(request, data), total };
      }

      async function* pages() {
        for (let next = 1; ; next += 1) {
          const { data } = await area.list(
            db,
            { ...query, page: next, pageSize: EXPORT_PAGE_SIZE },
            filters,
          );
          if (data.length > 0) yield moneyFor(request, data);
          if (data.length < EXPORT_PAGE_SIZE) return;
        }
      }
      const columns = seesMoney(request)
        ? area.exportColumns
        : columnsWithoutMoney(area.exportColumns);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type(EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${path.slice(1)}-${stamp}.${format}"`)
        .send(
          exportRows(format, area.label, columns, pages(), (error) =>
            request.log.error({ err: error }, 'export failed'),
          ),
        );
    },
  );

  app.get(
    `${path}/:id`,
    {
      onRequest: app.requireRole(roles.read),
      schema: {
        tags,
        summary: `One ${area.entity}`,
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: schemas.item, 404: problemDetailsSchema, ...problemResponses },
      },
    },
    async (request) => {
      const item = await area.get(db, paramsOf(request).id, await farmAccessOf(db, request));
      if (!item) throw notFound();
      return moneyFor(request, item);
    },
  );

  app.post(
    path,
    {
      onRequest: app.requireRole(roles.create),
      schema: {
        tags,
        summary: `Record a ${area.entity}`,
        description: ONCE,
        security: [{ bearerAuth: [] }],
        body: schemas.input,
        response: { 201: schemas.item, 409: problemDetailsSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const context = await contextOf(request);
      const { result, replayed } = await db.transaction(async (tx) =>
        writeOnce(tx as Database, request, key, () =>
          createRecord(tx as Database, area, request.body as Record<string, unknown>, context),
        ),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(moneyFor(request, result));
    },
  );

  app.patch(
    `${path}/:id`,
    {
      onRequest: app.requireRole(roles.update),
      schema: {
        tags,
        summary: `Change a ${area.entity}`,
        description: `Carries the version it edits; 409 with the current record when it is stale. ${ONCE}`,
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: schemas.patch,
        response: {
          200: schemas.item,
          404: problemDetailsSchema,
          409: z.unknown(),
          ...problemResponses,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const context = await contextOf(request);
      const { version, ...patch } = request.body as z.infer<TPatch> & z.infer<typeof versionField>;
      const { result, replayed } = await db.transaction(async (tx) =>
        writeOnce(tx as Database, request, key, () =>
          updateRecord(
            tx as Database,
            area,
            paramsOf(request).id,
            version,
            patch,
            context,
            (item) => moneyFor(request, item),
          ),
        ),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return moneyFor(request, result);
    },
  );

  app.delete(
    `${path}/:id`,
    {
      onRequest: app.requireRole(roles.delete),
      schema: {
        tags,
        summary: `Delete a ${area.entity}`,
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 204: z.null(), 404: problemDetailsSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      await db.transaction(async (tx) => {
        const before = await area.get(tx as Database, paramsOf(request).id, context.farms);
        if (!before) throw notFound();
        await area.checkDelete?.(tx as Database, before, context);
        await tx.delete(table).where(eq(table.id, paramsOf(request).id));
        await area.checkAfter?.(tx as Database, before, undefined);
        await writeAudit(tx as Database, {
          userId: context.userId,
          action: 'delete',
          entity: area.entity,
          entityId: paramsOf(request).id,
          before,
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  );
}

const paramsOf = (request: FastifyRequest) => request.params as z.infer<typeof idParams>;
