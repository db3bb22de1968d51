import type { ListQuery } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '@flockbook/db';
import { describe, expect, it } from 'vitest';
import { listStatements } from './list-statements.ts';
import type { CompileList } from './list-statements.ts';

const dialect = new PgDialect();
const db = {} as Database;
const query = (extra: Partial<ListQuery> = {}): ListQuery => ({ page: 2, pageSize: 25, ...extra });

// A list whose `farmId` passes its value on, whose `active` shapes the statement, and whose
// `code` puts its value inside another (as a pattern would).
const compile: CompileList = (_db, listQuery, filters, paging) => {
  const conditions: SQL[] = [sql`true`];
  if (filters.farmId !== undefined) conditions.push(sql`farm_id = ${filters.farmId}`);
  if (filters.active !== undefined)
    conditions.push(sql.raw(`active = ${filters.active === 'true'}`));
  if (filters.code !== undefined) conditions.push(sql`code like ${`${String(filters.code)}%`}`);
  if (listQuery.q) conditions.push(sql`name ilike ${`%${listQuery.q}%`}`);
  const order = sql.raw(listQuery.sort?.direction === 'asc' ? 'asc' : 'desc');
  return dialect.sqlToQuery(
    sql`select * from t where ${sql.join(conditions, sql` and `)} order by id ${order} limit ${paging.limit} offset ${paging.offset}`,
  );
};

describe('list statements', () => {
  it('answer what compiling each request answers, for any value, filter and sort', () => {
    const statementOf = listStatements(compile);
    const requests: [ListQuery, Record<string, unknown>][] = [
      [query(), {}],
      [query(), { farmId: 'a' }],
      [query({ page: 3 }), { farmId: 'b' }],
      [query(), { farmId: 'a', active: 'true' }],
      [query(), { farmId: 'c', active: 'false' }],
      [query(), { farmId: 'c', active: 'true' }],
      [query({ sort: { field: 'id', direction: 'asc' } }), { farmId: 'd', active: '' }],
      [query(), { code: 'F1' }],
      [query(), { code: 'F2' }],
      [query({ q: 'north' }), { farmId: 'a' }],
      [query({ q: 'south' }), { farmId: 'a' }],
    ];
    for (const [listQuery, filters] of [...requests, ...requests]) {
      const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
      const paging = {
        limit: listQuery.pageSize,
        offset: (listQuery.page - 1) * listQuery.pageSize,
      };
      const expected = compile(db, listQuery, given, paging);
      const answered = statementOf(db, listQuery, filters);
      expect({ sql: answered.sql, params: answered.params }).toEqual({
        sql: expected.sql,
        params: expected.params,
      });
    }
  });
});
