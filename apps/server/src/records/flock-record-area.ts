import type { ListQuery } from '@flockbook/contracts';
import { buildListClauses, farms, flocks } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { assertInFlockLife, lockOpenFlock } from '../modules/flocks/flock-rules.ts';
import type { OpenFlock } from '../modules/flocks/flock-rules.ts';
import type { ExportColumn } from './export-rows.ts';
import type { ChangeContext, RecordArea, RecordTable } from './record-area.ts';

type FlockRecordTable = RecordTable & {
  createdAt: PgColumn;
  createdBy: PgColumn;
  flockId: PgColumn;
  date: PgColumn;
  notes: PgColumn;
};
type RecordFilters = { farmId?: string; flockId?: string; from?: string; to?: string };
type Values = Record<string, unknown> & { flockId?: string; date?: string };

/**
 * A farm area whose records each belong to one flock on one date (deaths, weighings, egg
 * collections, feed usage, …). It lists them with their flock and farm, filters by farm,
 * flock and dates, keeps every date inside the flock's life and refuses changes to a
 * closed flock. Areas add their own columns and rules.
 */
export function flockRecordArea<
  TItem extends { id: string; version: number; flockId: string; date: string },
  TInput extends z.ZodObject,
  TPatch extends z.ZodObject,
  TFilters extends z.ZodObject,
>(config: {
  entity: string;
  label: string;
  path: string;
  table: FlockRecordTable;
  schemas: { item: z.ZodType<TItem>; input: TInput; patch: TPatch; filters: TFilters };
  roles: RecordArea<TItem, TInput, TPatch, TFilters>['roles'];
  /** The area's own columns, by the name they have in the item. */
  columns: Record<string, PgColumn | SQL>;
  sortable?: Record<string, PgColumn | SQL>;
  searchable?: (PgColumn | SQL)[];
  /** Extra rules, run after the flock is locked and the date checked. */
  check?: (
    db: Database,
    flock: OpenFlock,
    values: Values,
    current: TItem | undefined,
    context: ChangeContext,
  ) => Promise<void>;
  exportColumns: ExportColumn<TItem>[];
}): RecordArea<TItem, TInput, TPatch, TFilters> {
  const { table } = config;
  const selection = {
    id: table.id,
    version: table.version,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    createdBy: table.createdBy,
    flockId: table.flockId,
    flockName: flocks.name,
    farmId: farms.id,
    farmName: farms.name,
    date: table.date,
    notes: table.notes,
    ...config.columns,
  };
  const spec: ListSpec<RecordFilters> = {
    sortable: {
      date: table.date,
      flockName: flocks.name,
      farmName: farms.name,
      ...config.sortable,
    },
    defaultSort: { field: 'date', direction: 'desc' },
    tiebreaker: table.id,
    searchable: [flocks.name, farms.name, table.notes, ...(config.searchable ?? [])],
    filters: {
      farmId: (value) => eq(flocks.farmId, value),
      flockId: (value) => eq(table.flockId, value),
      from: (value) => sql`${table.date} >= ${value}`,
      to: (value) => sql`${table.date} <= ${value}`,
    },
  };
  const base = (db: Database) =>
    db
      .select(selection)
      .from(table)
      .innerJoin(flocks, eq(table.flockId, flocks.id))
      .innerJoin(farms, eq(flocks.farmId, farms.id));
  const toItem = (row: Record<string, unknown>): TItem =>
    config.schemas.item.parse({
      ...row,
      createdAt: (row.createdAt as Date).toISOString(),
      updatedAt: (row.updatedAt as Date).toISOString(),
    });

  async function checkValues(
    db: Database,
    values: Values,
    current: TItem | undefined,
    context: ChangeContext,
  ): Promise<void> {
    // A record moved to another flock must leave an open flock and join an open one.
    if (current && values.flockId && values.flockId !== current.flockId) {
      await lockOpenFlock(db, current.flockId);
    }
    const flock = await lockOpenFlock(db, values.flockId ?? current?.flockId ?? '');
    assertInFlockLife(flock, values.date ?? current?.date ?? '');
    await config.check?.(db, flock, values, current, context);
  }

  return {
    entity: config.entity,
    label: config.label,
    path: config.path,
    table,
    schemas: config.schemas,
    roles: config.roles,
    async list(db, query: ListQuery, filters) {
      const clauses = buildListClauses(spec, query, filters as RecordFilters);
      const [rows, counted] = await Promise.all([
        base(db)
          .where(clauses.where)
          .orderBy(...clauses.orderBy)
          .limit(clauses.limit)
          .offset(clauses.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(table)
          .innerJoin(flocks, eq(table.flockId, flocks.id))
          .innerJoin(farms, eq(flocks.farmId, farms.id))
          .where(clauses.where),
      ]);
      return { data: rows.map(toItem), total: counted[0]?.total ?? 0 };
    },
    async get(db, id) {
      const rows = await base(db).where(eq(table.id, id));
      return rows[0] ? toItem(rows[0]) : undefined;
    },
    async prepareCreate(db, input, context) {
      const values = input as Values;
      await checkValues(db, values, undefined, context);
      return values;
    },
    async prepareUpdate(db, current, patch, context) {
      const values = patch as Values;
      await checkValues(db, values, current, context);
      return values;
    },
    async checkDelete(db, current) {
      await lockOpenFlock(db, current.flockId);
    },
    exportColumns: config.exportColumns,
  };
}
