import type { Database } from '@flockbook/db';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ProblemError } from '../lib/problem.ts';
import { writeAudit } from './audit-log.ts';
import { checkPlausible, withoutConfirmation } from './plausibility.ts';
import type { ChangeContext, RecordArea } from './record-area.ts';

/**
 * The one way a farm record is created or changed, with its rules, its after-checks and its
 * audit entry, inside a transaction the caller holds: the record routes and the daily round
 * both write through these.
 */
type AnyArea = RecordArea<{ id: string; version: number }, z.ZodObject, z.ZodObject, z.ZodObject>;

/** Creates a record from its validated input; answers it as read back. */
export async function createRecord<TItem extends { id: string; version: number }>(
  tx: Database,
  area: RecordArea<TItem, z.ZodObject, z.ZodObject, z.ZodObject>,
  input: Record<string, unknown>,
  context: ChangeContext,
): Promise<TItem> {
  const anyArea = area as unknown as AnyArea;
  const values = await anyArea.prepareCreate(tx, input, context);
  const confirmed = await checkPlausible(tx, area.plausible, undefined, input, values);
  const [row] = await tx
    .insert(anyArea.table)
    .values({ ...withoutConfirmation(values), createdBy: context.userId })
    .returning({ id: anyArea.table.id });
  const id = String(row?.id);
  const inserted = await area.get(tx, id);
  if (inserted) await area.onCreated?.(tx, inserted, input, context);
  const after = area.onCreated ? await area.get(tx, id) : inserted;
  await area.checkAfter?.(tx, undefined, after);
  await writeAudit(tx, {
    userId: context.userId,
    action: 'create',
    entity: area.entity,
    entityId: id,
    before: null,
    after,
    reason: reasonOf(area.auditReason?.(input), confirmed),
  });
  return after as TItem;
}

/** The audit reason: the area's own and a confirmed unusual value, either or both. */
const reasonOf = (own: string | null | undefined, confirmed: string | null) =>
  [own, confirmed].filter(Boolean).join('; ') || null;

export const recordNotFound = (entity: string) =>
  new ProblemError(404, { detail: `No ${entity} with this id.` });

export function staleVersion(entity: string, current: unknown): ProblemError {
  return new ProblemError(409, {
    title: 'Edit conflict',
    detail: `Someone else saved this ${entity} first. Review their version, then apply your change again.`,
    extensions: { current },
  });
}

/**
 * Changes a record of the user's farms made against `version`: 404 for an unknown one (or
 * another farm's), 409 with the current record (as `view` shows it to the user) when stale.
 * `expect` may refuse the current record before anything is changed.
 */
export async function updateRecord<TItem extends { id: string; version: number }>(
  tx: Database,
  area: RecordArea<TItem, z.ZodObject, z.ZodObject, z.ZodObject>,
  id: string,
  version: number,
  patch: Record<string, unknown>,
  context: ChangeContext,
  view: (item: TItem) => unknown,
  expect?: (current: TItem) => void,
): Promise<TItem> {
  const before = await area.get(tx, id, context.farms);
  if (!before) throw recordNotFound(area.entity);
  expect?.(before);
  if (before.version !== version) throw staleVersion(area.entity, view(before));
  const values = await area.prepareUpdate(tx, before, patch, context);
  const confirmed = await checkPlausible(tx, area.plausible, before, patch, values);
  const changed = await tx
    .update(area.table)
    .set({
      ...withoutConfirmation(values),
      version: sql`${area.table.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(area.table.id, id), eq(area.table.version, version)))
    .returning({ id: area.table.id });
  if (changed.length === 0) throw staleVersion(area.entity, view(before));
  const after = await area.get(tx, id);
  await area.checkAfter?.(tx, before, after);
  await writeAudit(tx, {
    userId: context.userId,
    action: 'update',
    entity: area.entity,
    entityId: id,
    before,
    after,
    reason: reasonOf(area.auditReason?.(patch), confirmed),
  });
  return after as TItem;
}
