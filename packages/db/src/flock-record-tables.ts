import { getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type FlockRecordTable = PgTable & { flockId: PgColumn; date: PgColumn };

/**
 * Every table of dated records that may belong to a flock (deaths, sales, feed bought for it,
 * mess…), found in the schema by its `flockId` and `date` columns, so a new kind of record is
 * in it without being listed: a flock's placement, closing and deletion check them all.
 */
export const FLOCK_RECORD_TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is FlockRecordTable => {
    if (!is(value, PgTable)) return false;
    const columns = getTableColumns(value);
    return 'flockId' in columns && 'date' in columns;
  },
) as readonly FlockRecordTable[];
