import { flocks, houses } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import { and, eq, ne } from 'drizzle-orm';
import { ProblemError } from '../../lib/problem.ts';
import { EVERY_FARM, seesFarm } from '../../records/farm-access.ts';
import type { FarmAccess } from '../../records/farm-access.ts';

/** The field message for a house that does not exist, is another farm's, or is not the user's. */
export const NO_SUCH_HOUSE = 'Choose an existing house of this farm';

export type LockedHouse = {
  id: string;
  farmId: string;
  name: string;
  capacityBirds: number | null;
  active: boolean;
};

/**
 * Locks a house for the rest of the transaction, so two flocks placed in it at once are checked
 * one after the other. A house of another farm, or of a farm outside `access`, is refused at
 * `houseId` as one that does not exist.
 */
export async function lockHouse(
  db: Database,
  houseId: string,
  farmId: string,
  access: FarmAccess = EVERY_FARM,
): Promise<LockedHouse> {
  const rows = await db
    .select({
      id: houses.id,
      farmId: houses.farmId,
      name: houses.name,
      capacityBirds: houses.capacityBirds,
      active: houses.active,
    })
    .from(houses)
    .where(eq(houses.id, houseId))
    .for('update');
  const house = rows[0];
  if (!house || house.farmId !== farmId || !seesFarm(access, house.farmId)) {
    throw new ProblemError(400, { errors: { houseId: NO_SUCH_HOUSE } });
  }
  return house;
}

/** The active flock living in a house, other than `exceptFlockId`. */
export async function otherActiveFlock(
  db: Database,
  houseId: string,
  exceptFlockId?: string,
): Promise<{ id: string; name: string } | undefined> {
  const same = and(eq(flocks.houseId, houseId), eq(flocks.status, 'active'));
  const rows = await db
    .select({ id: flocks.id, name: flocks.name })
    .from(flocks)
    .where(exceptFlockId ? and(same, ne(flocks.id, exceptFlockId)) : same)
    .limit(1);
  return rows[0];
}

export const houseTakenMessage = (house: string, flock: string) =>
  `House ${house} already holds the active flock ${flock}; close it or choose another house`;

/** A house holds one active flock at a time: refuses a second, at `houseId`. */
export async function assertHouseFree(
  db: Database,
  house: LockedHouse,
  flockId?: string,
): Promise<void> {
  const other = await otherActiveFlock(db, house.id, flockId);
  if (other) {
    throw new ProblemError(400, { errors: { houseId: houseTakenMessage(house.name, other.name) } });
  }
}

/** Birds placed (paid and free chicks) fit the house's capacity, when it has one. */
export function assertWithinCapacity(house: LockedHouse, birdsPlaced: number): void {
  if (house.capacityBirds !== null && birdsPlaced > house.capacityBirds) {
    const capacity = house.capacityBirds.toLocaleString('en-US');
    throw new ProblemError(400, {
      errors: {
        chicksPlaced: `House ${house.name} holds at most ${capacity} birds; ${birdsPlaced.toLocaleString('en-US')} placed (paid and free chicks)`,
      },
    });
  }
}

/**
 * The rules of a flock moving into a house (a new flock, or one changing house or farm): an
 * active house of its farm, with no other active flock, and room for its birds.
 */
export async function assertFlockFitsHouse(
  db: Database,
  placement: { houseId: string; farmId: string; birdsPlaced: number; flockId?: string },
  access: FarmAccess,
  movingIn: boolean,
): Promise<void> {
  const house = await lockHouse(db, placement.houseId, placement.farmId, access);
  if (movingIn) {
    if (!house.active) {
      throw new ProblemError(400, {
        errors: { houseId: `House ${house.name} is not in use; choose an active house` },
      });
    }
    await assertHouseFree(db, house, placement.flockId);
  }
  assertWithinCapacity(house, placement.birdsPlaced);
}

/** A closed flock comes back to life only while its house holds no other active flock. */
export async function assertHouseFreeToReopen(
  db: Database,
  flock: { id: string; name: string; farmId: string; houseId: string | null },
): Promise<void> {
  if (!flock.houseId) return;
  const house = await lockHouse(db, flock.houseId, flock.farmId);
  const other = await otherActiveFlock(db, house.id, flock.id);
  if (other) {
    throw new ProblemError(409, {
      detail: `Flock ${flock.name} cannot be reopened: ${houseTakenMessage(house.name, other.name)}.`,
    });
  }
}
