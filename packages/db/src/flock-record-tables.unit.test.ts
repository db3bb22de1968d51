import { getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { FLOCK_RECORD_TABLES } from './flock-record-tables.ts';
import * as schema from './schema/index.ts';

describe('FLOCK_RECORD_TABLES', () => {
  it('holds every table whose rows point at a flock, and only those', () => {
    const pointingAtFlocks = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) =>
        getTableConfig(table).foreignKeys.some(
          (key) => getTableName(key.reference().foreignTable) === 'flocks',
        ),
      )
      .map((table) => getTableName(table))
      .sort();
    expect(FLOCK_RECORD_TABLES.map((table) => getTableName(table)).sort()).toEqual(
      pointingAtFlocks,
    );
    expect(pointingAtFlocks).toContain('mess');
  });
});
