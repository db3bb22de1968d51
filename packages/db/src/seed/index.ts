import { slugify, todayIso } from '@flockbook/contracts';
import type { DatabaseHandle } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { deaths, eggCollections, weighings } from '../schema/daily-records.ts';
import { farms, flocks } from '../schema/farms.ts';
import { appMeta } from '../schema/meta.ts';
import { users } from '../schema/users.ts';
import { DEMO_FARMS, DEMO_FLOCKS, demoFlockRecords } from './demo-flocks.ts';
import { DEMO_USERS } from './demo-users.ts';

export { DEMO_USERS } from './demo-users.ts';

const DEMO_MARKER = 'demo_data_loaded_at';
type Tx = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0];

/**
 * Loads the demo data once per database. The marker row is written first, inside the same
 * transaction, so two processes starting together cannot both load it.
 * Resolves true when it loaded the data, false when it was already there. Tests that need
 * only the accounts leave out the farm records.
 */
export async function seedDemoData(
  { db }: DatabaseHandle,
  options: { seedDate?: string; farmRecords?: boolean } = {},
): Promise<boolean> {
  const { seedDate = todayIso(), farmRecords = true } = options;
  const passwordHashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;

    const accounts = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, index) => ({
          email: user.email,
          passwordHash: passwordHashes[index] ?? '',
          role: user.role,
          data: user.data,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const adminId = accounts.find((account) => account.email === 'admin@example.com')?.id ?? null;
    if (farmRecords) await seedFarmRecords(tx, adminId, seedDate);
    return true;
  });
}

async function seedFarmRecords(tx: Tx, createdBy: string | null, seedDate: string): Promise<void> {
  const farmRows = await tx
    .insert(farms)
    .values(DEMO_FARMS.map(({ key: _key, ...farm }) => ({ ...farm, createdBy })))
    .returning({ id: farms.id, name: farms.name });
  const farmIdByKey = new Map(
    DEMO_FARMS.map((farm) => [farm.key, farmRows.find((row) => row.name === farm.name)?.id ?? '']),
  );

  for (const [index, flock] of DEMO_FLOCKS.entries()) {
    const records = demoFlockRecords(flock, seedDate, index);
    const [row] = await tx
      .insert(flocks)
      .values({
        farmId: farmIdByKey.get(flock.farmKey) ?? '',
        name: flock.name,
        handle: slugify(flock.name),
        type: flock.type,
        breed: flock.breed,
        house: flock.house,
        placedOn: records.placedOn,
        chicksPlaced: flock.chicksPlaced,
        freeChicks: flock.freeChicks,
        chickPrice: flock.chickPrice,
        targetAgeDays: flock.targetAgeDays,
        status: records.closedOn ? 'closed' : 'active',
        closedOn: records.closedOn,
        notes: flock.notes,
        createdBy,
      })
      .returning({ id: flocks.id });
    const flockId = row?.id ?? '';
    const own = { flockId, createdBy };
    if (records.deaths.length > 0) {
      await tx.insert(deaths).values(records.deaths.map((death) => ({ ...death, ...own })));
    }
    if (records.weighings.length > 0) {
      await tx
        .insert(weighings)
        .values(records.weighings.map((weighing) => ({ ...weighing, ...own })));
    }
    if (records.eggs.length > 0) {
      await tx.insert(eggCollections).values(records.eggs.map((day) => ({ ...day, ...own })));
    }
  }
}
