import {
  authRoles,
  flockSchema,
  flockSummarySchema,
  isoDate,
  recordId,
} from '@flockbook/contracts';
import type { Database } from '@flockbook/db';
import { FLOCK_RECORD_TABLES, flocks, weighings } from '@flockbook/db';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayOnFarm } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import { writeAudit } from '../../records/audit-log.ts';
import { birdsAliveOf } from '../flocks/flock-figures.ts';
import { flocksArea } from '../flocks/flocks.area.ts';
import { assertHouseFreeToReopen } from '../houses/house-rules.ts';
import { flockSummary } from './flock-summary.service.ts';

const params = z.object({ id: recordId('Not a flock id') });

async function lockFlock(db: Database, id: string) {
  await db.select({ id: flocks.id }).from(flocks).where(eq(flocks.id, id)).for('update');
  const flock = await flocksArea.get(db, id);
  if (!flock) throw new ProblemError(404, { detail: 'No flock with this id.' });
  return flock;
}

/** Closing a flock (no birds left, weighed) produces its closing sheet; reopening is audited. */
export const flockClosingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/flocks/:id/close',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags: ['Flocks'],
        summary: 'Close a flock and get its closing sheet',
        description:
          'Needs no birds alive on the closing day and a weighing; records become read-only.',
        security: [{ bearerAuth: [] }],
        params,
        body: z.object({ closedOn: isoDate.optional() }),
        response: { 200: flockSummarySchema },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const before = await lockFlock(tx, request.params.id);
        if (before.status === 'closed') {
          throw new ProblemError(409, { detail: `Flock ${before.name} is already closed.` });
        }
        const today = await todayOnFarm(tx, before.farmId);
        const closedOn = request.body.closedOn ?? today;
        if (closedOn < before.placedOn || closedOn > today) {
          throw new ProblemError(400, {
            errors: { closedOn: `Pick a day between ${before.placedOn} and today` },
          });
        }
        const alive = await birdsAliveOf(tx, before.id, closedOn);
        if (alive.now > 0) {
          throw new ProblemError(400, {
            detail: `${alive.now} birds are still alive: record their sale or death first.`,
            errors: { closedOn: `${alive.now} birds are still alive` },
          });
        }
        const weighed = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(weighings)
          .where(and(eq(weighings.flockId, before.id), lte(weighings.date, closedOn)));
        if ((weighed[0]?.count ?? 0) === 0) {
          throw new ProblemError(400, {
            errors: { closedOn: 'Record a final weighing before closing' },
          });
        }
        // A flock's figures count the records dated within its life: none may come later.
        const later = await tx.execute(
          sql`select 1 from (${sql.join(
            FLOCK_RECORD_TABLES.map(
              (table) =>
                sql`select ${table.date} as date from ${table} where ${table.flockId} = ${before.id}`,
            ),
            sql` union all `,
          )}) d where d.date > ${closedOn} limit 1`,
        );
        if ((later as unknown as { rows: unknown[] }).rows.length > 0) {
          throw new ProblemError(400, { errors: { closedOn: 'Records exist after this day' } });
        }
        await tx
          .update(flocks)
          .set({
            status: 'closed',
            closedOn,
            version: sql`${flocks.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(flocks.id, before.id));
        const after = await flocksArea.get(tx, before.id);
        await writeAudit(tx, {
          userId: request.user?.id ?? null,
          action: 'close',
          entity: 'flock',
          entityId: before.id,
          before,
          after,
        });
        return flockSummary(tx, after ?? before, true);
      }),
  );

  app.post(
    '/flocks/:id/reopen',
    {
      onRequest: app.requireRole(authRoles.admin),
      schema: {
        tags: ['Flocks'],
        summary: 'Reopen a closed flock (the reason is kept in the audit log)',
        security: [{ bearerAuth: [] }],
        params,
        body: z.object({
          reason: z.string().trim().min(3, 'Say why the flock is reopened').max(500),
        }),
        response: { 200: flockSchema },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const before = await lockFlock(tx, request.params.id);
        if (before.status !== 'closed')
          throw new ProblemError(409, { detail: `Flock ${before.name} is not closed.` });
        await assertHouseFreeToReopen(tx, before);
        await tx
          .update(flocks)
          .set({
            status: 'active',
            closedOn: null,
            version: sql`${flocks.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(flocks.id, before.id));
        const after = await flocksArea.get(tx, before.id);
        await writeAudit(tx, {
          userId: request.user?.id ?? null,
          action: 'reopen',
          entity: 'flock',
          entityId: before.id,
          before,
          after,
          reason: request.body.reason,
        });
        return after;
      }),
  );
};
