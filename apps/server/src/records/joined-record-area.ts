import type { ListQuery } from '@flockbook/contracts';
import { buildListClauses } from '@flockbook/db';
import type { Database, ListSpec } from '@flockbook/db';
import * as drizzle from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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
 * text and every row checked against the item schema on the way out.
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
  spec: ListSpec<TFilters>;
  item: z.ZodType<TItem>;
}): Pick<
  RecordArea<TItem & { id: string; version: number }, z.ZodObject, z.ZodObject, z.ZodObject>,
  'list' | 'get'
> {
  const from = (db: Database, columns: Columns) => config.from(db, columns) as Selecting;
  const countFrom = (db: Database) =>
    (config.countFrom ?? config.from)(db, { total: sql<number>`count(*)::int` }) as Selecting;
  const toItem = (row: Record<string, unknown>) =>
    config.item.parse({
      ...row,
      createdAt: (row.createdAt as Date).toISOString(),
      updatedAt: (row.updatedAt as Date).toISOString(),
    }) as TItem & { id: string; version: number };
  // The answer's columns in order: the selection's, then the total.
  const fields = orderSelectedFields({ ...config.selection, [PAGE_TOTAL]: sql`total` });
  const statementOf = listStatements((db, query, filters, paging) => {
    const clauses = buildListClauses(config.spec, query, filters as Partial<TFilters>);
    const counting = countFrom(db).where(clauses.where) as unknown as SQLWrapper;
    const page = from(db, config.selection)
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
        data: rows
          .filter((row) => row.id !== null)
          .map(({ [PAGE_TOTAL]: _total, ...row }) => toItem(row)),
        total: Number(rows[0]?.[PAGE_TOTAL] ?? 0),
      };
    },
    async get(db, id) {
      const rows = await from(db, config.selection).where(eq(config.table.id, id));
      return rows[0] ? toItem(rows[0]) : undefined;
    },
  };
}
