import { flocks } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { eq, sql } from 'drizzle-orm';
import { farmToday, FUTURE_DATE } from '../../lib/farm-time.ts';
import { ProblemError } from '../../lib/problem.ts';
import { EVERY_FARM, seesFarm } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';
import { NO_SUCH_FLOCK } from '../../records/references.ts';

export type OpenFlock = {
  id: string;
  farmId: string;
  name: string;
  type: string;
  placedOn: string;
  closedOn: string | null;
  /** Its farm's time zone, where its dates fall. */
  timeZone: string;
};

/**
 * Locks the flock a record belongs to for the rest of the transaction, so two people
 * recording at once are checked one after the other. Refuses an unknown or closed flock, and
 * a flock of a farm outside `farms` as unknown, before anything about it (closed, its dates)
 * can show.
 */
export async function lockOpenFlock(
  db: Database,
  flockId: string,
  farms: FarmAccess = EVERY_FARM,
): Promise<OpenFlock> {
  const rows = await db
    .select({
      id: flocks.id,
      farmId: flocks.farmId,
      name: flocks.name,
      type: flocks.type,
      status: flocks.status,
      placedOn: flocks.placedOn,
      closedOn: flocks.closedOn,
      timeZone: sql<string>`(select f.time_zone from farms f where f.id = ${flocks.farmId})`,
    })
    .from(flocks)
    .where(eq(flocks.id, flockId))
    .for('update');
  const flock = rows[0];
  if (!flock || !seesFarm(farms, flock.farmId)) {
    throw new ProblemError(400, {
      detail: 'The flock does not exist.',
      errors: { flockId: NO_SUCH_FLOCK },
    });
  }
  if (flock.status === 'closed') {
    throw new ProblemError(409, {
      title: 'Flock closed',
      detail: `Flock ${flock.name} is closed, so its records are read-only. An admin can reopen it.`,
    });
  }
  return flock;
}

/** Refuses a date outside the flock's life: before placement, after closing, or after its farm's today. */
export function assertInFlockLife(flock: OpenFlock, date: string, field = 'date'): void {
  if (date < flock.placedOn) {
    throw new ProblemError(400, {
      detail: `Flock ${flock.name} was placed on ${flock.placedOn}.`,
      errors: { [field]: `Pick a date on or after the placement date ${flock.placedOn}` },
    });
  }
  if (flock.closedOn && date > flock.closedOn) {
    throw new ProblemError(400, {
      detail: `Flock ${flock.name} was closed on ${flock.closedOn}.`,
      errors: { [field]: `Pick a date on or before the closing date ${flock.closedOn}` },
    });
  }
  if (date > farmToday(flock.timeZone)) {
    throw new ProblemError(400, { errors: { [field]: FUTURE_DATE } });
  }
}
