import type { Database } from '@flockbook/db';
import { parties } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ProblemError } from '../lib/problem.ts';

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
