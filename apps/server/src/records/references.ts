import type { Database } from '@flockbook/db';
import { farms, parties } from '@flockbook/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ProblemError } from '../lib/problem.ts';

/** Checks on the records a record points to, with the message shown at the field at fault. */

/** The name of the party whose id is in `column` of the outer row (fully qualified, e.g. '"sales"."customer_id"'). */
export function partyNameSql(column: string): SQL<string | null> {
  return sql<string | null>`(select p.name from parties p where p.id = ${sql.raw(column)})`;
}

/** Refuses a party that does not exist or is not of a kind the field accepts. */
export async function assertParty(
  db: Database,
  partyId: string,
  field: string,
  kinds: readonly string[],
): Promise<void> {
  const rows = await db.select({ kind: parties.kind }).from(parties).where(eq(parties.id, partyId));
  const kind = rows[0]?.kind;
  if (!kind)
    throw new ProblemError(400, { errors: { [field]: 'Choose an existing customer or supplier' } });
  if (!kinds.includes(kind)) {
    throw new ProblemError(400, { errors: { [field]: `Choose a ${kinds[0]}` } });
  }
}

/** The field messages for a farm or flock that does not exist, or is not the user's. */
export const NO_SUCH_FARM = 'Choose an existing farm';
export const NO_SUCH_FLOCK = 'Choose an existing flock';

export async function assertFarmExists(db: Database, farmId: string): Promise<void> {
  const rows = await db.select({ id: farms.id }).from(farms).where(eq(farms.id, farmId));
  if (rows.length === 0) throw new ProblemError(400, { errors: { farmId: NO_SUCH_FARM } });
}

/** Names unique whatever their letter case (the database's unique index guards it too). */
export async function assertNameFree(
  db: Database,
  table: PgTable & { id: PgColumn; name: PgColumn },
  name: string,
  message: string,
  exceptId?: string,
): Promise<void> {
  const same = sql`lower(${table.name}) = lower(${name})`;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(same, ne(table.id, exceptId)) : same);
  if (rows.length > 0) throw new ProblemError(409, { errors: { name: message } });
}
