import type { ListQuery } from '@flockbook/contracts';
import { buildListClauses } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import * as drizzle from 'drizzle-orm';
import { and, eq, is, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { farmIdsOf, visibleFarmsFilter } from './farm-access.ts';
import type { FarmAccess } from './farm-access.ts';
import { itemProjection } from './item-projection.ts';
import { listStatements } from './list-statements.ts';
import type { Paging } from './list-statements.ts';
import type { RecordArea } from './record-area.ts';

type Columns = NonNullable<Parameters<Database['select']>[0]>;
/** The column of a list page's rows that carries the total of every matching row. */
const PAGE_TOTAL = 'listPageTotal';
type Selecting = {
  where(condition: SQL | undefined): Selecting & Promise<Record<string, unknown>[]>;
  orderBy(...columns: SQL[]): Selecting;
  limit(count: Paging['limit']): Selecting;
  offset(count: Paging['offset']): Selecting & Promise<Record<string, unknown>[]> & SQLWrapper;
} & Promise<Record<string, unknown>[]>;
/** Turns a statement into its text and parameters (no casing options, as createDb). */
const dialect = new PgDialect();
type SessionFields = Parameters<Database['_']['session']['prepareQuery']>[1];
/**
 * A selection's fields in the order its statement names them, which is how drizzle maps an
 * answer's columns back (drizzle-orm exports it, unlisted in its types; pinned version).
 */
const orderSelectedFields = (
  drizzle as unknown as { orderSelectedFields: (fields: Columns) => NonNullable<SessionFields> }
).orderSelectedFields;

/**
 * The reads of a record area whose rows come from its table joined with others (names of
 * farms, flocks, parties…): list in the list dialect and get by id, with timestamps as ISO
 * text. A record read by id is checked against the item schema on the way out; a list page's
 * rows are projected onto it (`itemProjection`: its fields only, in its order), as checking
 * every field of every row was a large part of a small page's time.
 */
export function joinedReads<TItem, TFilters extends Record<string, unknown>>(config: {
  table: { id: PgColumn };
  selection: Columns;
  /** `select(columns).from(table)` with the joins the selection needs. */
  from: (db: Database, columns: Columns) => unknown;
  /**
   * The source the total is counted from, when the filters and the search need none of the
   * joins and the joins neither drop nor repeat rows (default: `from`).
   */
  countFrom?: (db: Database, columns: Columns) => unknown;
  /**
   * Whether an unfiltered page may be chosen on the table alone before the joins (when
   * `countFrom` is given; default true). False where a join sums other tables for every row
   * (parties' balances): there the page chosen first came slower.
   */
  pageBeforeJoins?: boolean;
  spec: ListSpec<TFilters>;
  /**
   * The condition keeping rows to some farms (`farmIds`: a uuid[] expression), on the
   * record's own columns; 'admins only' for an area no one else reads, whose rows then show
   * to nobody with a farm list.
   */
  visibleFarms: ((farmIds: SQL) => SQL) | 'admins only';
  item: z.ZodType<TItem>;
}): Pick<
  RecordArea<TItem & { id: string; version: number }, z.ZodObject, z.ZodObject, z.ZodObject>,
  'list' | 'get'
> {
  const from = (db: Database, columns: Columns) => config.from(db, columns) as Selecting;
  const farmsCondition = (value: string) =>
    config.visibleFarms === 'admins only' ? sql`false` : config.visibleFarms(farmIdsOf(value));
  // `visibleFarms` is a filter of every list, which the record routes add for users with a
  // farm list: the kept statements take its value as one parameter, like any filter's.
  const spec: ListSpec<TFilters & { visibleFarms?: string }> = {
    ...config.spec,
    filters: { ...config.spec.filters, visibleFarms: farmsCondition } as unknown as NonNullable<
      ListSpec<TFilters & { visibleFarms?: string }>['filters']
    >,
  };
  const countFrom = (db: Database) =>
    (config.countFrom ?? config.from)(db, { total: sql<number>`count(*)::int` }) as Selecting;
  const withIsoTimes = (row: Record<string, unknown>) => ({
    ...row,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  });
  const toItem = (row: Record<string, unknown>) =>
    config.item.parse(withIsoTimes(row)) as TItem & { id: string; version: number };
  const project = itemProjection(config.item);
  const toListItem = (row: Record<string, unknown>) => {
    // The row is the driver's own object: its times are made text in place, then projected.
    row.createdAt = (row.createdAt as Date).toISOString();
    row.updatedAt = (row.updatedAt as Date).toISOString();
    return project(row) as TItem & { id: string; version: number };
  };
  const ownSource = (db: Database, columns: Columns) =>
    (config.countFrom as NonNullable<typeof config.countFrom>)(db, columns) as Selecting;
  /**
   * Whether the page is chosen on the table alone: an unfiltered list (a filter's own index
   * narrows the rows better with the joins in place: a farm's feed usage by feed type took 5x
   * longer chosen alone), whose joins neither drop nor repeat rows (`countFrom` given), sorted
   * by its own columns.
   */
  const pagedByOwnColumns = (query: ListQuery, where: SQL | undefined) => {
    const ownTable = (config.table.id as PgColumn).table;
    const isOwn = (column: unknown) => is(column, PgColumn) && column.table === ownTable;
    const field = (query.sort ?? config.spec.defaultSort).field;
    return (
      where === undefined &&
      config.countFrom !== undefined &&
      config.pageBeforeJoins !== false &&
      isOwn(config.spec.sortable[field]) &&
      config.spec.tiebreaker === config.table.id
    );
  };
  // The answer's columns in order: the selection's, then the total.
  const fields = orderSelectedFields({ ...config.selection, [PAGE_TOTAL]: sql`total` });
  const statementOf = listStatements((db, query, filters, paging) => {
    const clauses = buildListClauses(spec, query, filters as Partial<TFilters>);
    const counting = countFrom(db).where(clauses.where) as unknown as SQLWrapper;
    const page = pagedByOwnColumns(query, clauses.where)
      ? // The page's ids from the table alone, then their rows joined: joining every row before
        // sorting them (a table without an index for the sort) took most of the time.
        from(db, config.selection)
          .where(
            sql`${config.table.id} in (${ownSource(db, { id: config.table.id })
              .orderBy(...clauses.orderBy)
              .limit(paging.limit)
              .offset(paging.offset)})`,
          )
          .orderBy(...clauses.orderBy)
      : from(db, config.selection)
          .where(clauses.where)
          .orderBy(...clauses.orderBy)
          .limit(paging.limit)
          .offset(paging.offset);
    // The page and its total in one statement (one round trip; on PGlite one turn of the
    // database worker), counted once: the page joined to the one row of the count, so an
    // empty page (past the last) still brings its total, as one row of nulls.
    return dialect.sqlToQuery(sql`select p.*, c.total from (select (${counting}) as total) c
        left join lateral (${page}) p on true`);
  });
  return {
    async list(db, query: ListQuery, filters) {
      const statement = statementOf(db, query, filters as Record<string, unknown>);
      const rows = (await db._.session
        .prepareQuery(statement, fields, undefined, true)
        .execute()) as Record<string, unknown>[];
      return {
        data: rows.filter((row) => row.id !== null).map((row) => toListItem(row)),
        total: Number(rows[0]?.[PAGE_TOTAL] ?? 0),
      };
    },
    async get(db, id, access?: FarmAccess) {
      const visible = access ? visibleFarmsFilter(access).visibleFarms : undefined;
      const rows = await from(db, config.selection).where(
        visible === undefined
          ? eq(config.table.id, id)
          : and(eq(config.table.id, id), farmsCondition(visible)),
      );
      return rows[0] ? toItem(rows[0]) : undefined;
    },
  };
}
