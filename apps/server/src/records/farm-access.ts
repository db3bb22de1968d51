import { userFarms } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL, SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ProblemError } from '../lib/problem.ts';

/**
 * The farms a user works with: every farm for admins, the farms an admin gave them for
 * everyone else (field-work "Team access"). Every read and write of farm data passes through
 * it: lists and reads by id filter on it in their queries, changes are refused at the field
 * naming another farm's flock or farm, and figures, stock, alerts and reports answer only its
 * farms. Another farm's record answers as if it did not exist.
 */
export type FarmAccess = { every: true } | { every: false; farmIds: readonly string[] };

export const EVERY_FARM: FarmAccess = { every: true };

/** The signed-in user's farms (admins: every farm). */
export async function farmAccessOf(db: Database, request: FastifyRequest): Promise<FarmAccess> {
  const user = request.user;
  if (user?.role.includes('admin')) return EVERY_FARM;
  if (!user) return { every: false, farmIds: [] };
  const rows = await db
    .select({ farmId: userFarms.farmId })
    .from(userFarms)
    .where(eq(userFarms.userId, user.id));
  return { every: false, farmIds: rows.map((row) => row.farmId) };
}

export const seesFarm = (access: FarmAccess, farmId: string | null | undefined): boolean =>
  access.every || (!!farmId && access.farmIds.includes(farmId));

/** Matches no farm: the list filter's value for a user without farms (an empty one is no filter). */
const NO_FARM = '00000000-0000-0000-0000-000000000000';

/**
 * The list filter (`visibleFarms`) that keeps a list to the user's farms, to add to the
 * parsed filters; none for every farm. Its value is one parameter, so a kept list statement
 * serves every user.
 */
export function visibleFarmsFilter(access: FarmAccess): { visibleFarms?: string } {
  if (access.every) return {};
  return { visibleFarms: access.farmIds.length > 0 ? access.farmIds.join(',') : NO_FARM };
}

/** The farm ids of a `visibleFarms` value, as a uuid[] expression. */
export const farmIdsOf = (value: string): SQL => sql`string_to_array(${value}, ',')::uuid[]`;

/** `column` is one of the user's farms; undefined (no condition) for every farm. */
export function farmCondition(access: FarmAccess, column: AnyColumn | SQLWrapper): SQL | undefined {
  const filter = visibleFarmsFilter(access).visibleFarms;
  return filter === undefined ? undefined : sql`${column} = any(${farmIdsOf(filter)})`;
}

/** `and <farmCondition>` to append to a where clause, or nothing for every farm. */
export function andOnFarms(access: FarmAccess, column: AnyColumn | SQLWrapper): SQL {
  const condition = farmCondition(access, column);
  return condition ? sql` and ${condition}` : sql``;
}

/** Answers 404 for a farm the user does not work with, as for one that does not exist. */
export function assertSeesFarm(
  access: FarmAccess,
  farmId: string | null | undefined,
  what: string,
) {
  if (!seesFarm(access, farmId))
    throw new ProblemError(404, { detail: `No ${what} with this id.` });
}
