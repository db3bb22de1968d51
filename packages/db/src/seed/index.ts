import { slugify, todayIso } from '@flockbook/contracts';
import type { DatabaseHandle } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { deaths, eggCollections, weighings } from '../schema/daily-records.ts';
import {
  diesel,
  feedPurchases,
  feedUsages,
  medicines,
  medicineUses,
  wood,
} from '../schema/stock-records.ts';
import { farms, flocks } from '../schema/farms.ts';
import { appMeta } from '../schema/meta.ts';
import { users } from '../schema/users.ts';
import { DEMO_FARMS, DEMO_FLOCKS, demoFlockRecords } from './demo-flocks.ts';
import type { DemoFeedUse } from './demo-flocks.ts';
import { ANTIBIOTIC_COURSE, BROILER_PROGRAMME, feedDeliveries } from './demo-stock.ts';
import type { DemoMedicine } from './demo-stock.ts';
import { addDays, seededRandom } from './random.ts';
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
  const feedByFarm = new Map<string, (DemoFeedUse & { flockId: string })[]>();

  for (const [index, flock] of DEMO_FLOCKS.entries()) {
    const records = demoFlockRecords(flock, seedDate, index);
    const farmId = farmIdByKey.get(flock.farmKey) ?? '';
    const [row] = await tx
      .insert(flocks)
      .values({
        farmId,
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
    await insertAll(
      tx,
      deaths,
      records.deaths.map((death) => ({ ...death, ...own })),
    );
    await insertAll(
      tx,
      weighings,
      records.weighings.map((weighing) => ({ ...weighing, ...own })),
    );
    await insertAll(
      tx,
      eggCollections,
      records.eggs.map((day) => ({ ...day, ...own })),
    );
    await insertAll(
      tx,
      feedUsages,
      records.feed.map((use) => ({
        ...use,
        ...own,
        bagWeightKg: '50',
        bags: (Number(use.quantityKg) / 50).toFixed(3),
      })),
    );
    feedByFarm.set(farmId, [
      ...(feedByFarm.get(farmId) ?? []),
      ...records.feed.map((use) => ({ ...use, flockId })),
    ]);

    // Alive on a date: placed less the deaths up to it.
    const aliveOn = (date: string) =>
      flock.chicksPlaced +
      flock.freeChicks -
      records.deaths
        .filter((death) => death.date <= date)
        .reduce((sum, death) => sum + death.count, 0);
    const lastDate = records.closedOn ?? seedDate;
    if (flock.type === 'broiler') {
      for (const medicine of BROILER_PROGRAMME) {
        await seedMedicine(
          tx,
          { farmId, flockId, createdBy },
          medicine,
          records.placedOn,
          lastDate,
          aliveOn,
        );
      }
      // A short antibiotic course for the flock with the highest losses, a few days ago.
      if (flock.mortality > 0.07) {
        const course = {
          ...ANTIBIOTIC_COURSE,
          uses: [0, 1, 2].map((day) => ({
            age: flock.placedDaysAgo - 6 + day,
            purpose: 'treatment',
            method: 'water',
          })),
        };
        await seedMedicine(
          tx,
          { farmId, flockId, createdBy },
          course,
          records.placedOn,
          lastDate,
          aliveOn,
        );
      }
      // Wood for brooding heat in the first week, and a load of litter at placement.
      await tx.insert(wood).values([
        {
          farmId,
          flockId,
          createdBy,
          date: records.placedOn,
          quantity: '1',
          unit: 'load',
          unitPrice: '16500',
          purpose: 'litter',
        },
        {
          farmId,
          flockId,
          createdBy,
          date: addDays(records.placedOn, 1),
          quantity: '2',
          unit: 'load',
          unitPrice: '18200',
          purpose: 'brooding heat',
        },
      ]);
    }
  }

  for (const [farmIndex, [farmId, usage]] of [...feedByFarm.entries()].entries()) {
    await insertAll(
      tx,
      feedPurchases,
      feedDeliveries(usage, 77 + farmIndex).map((delivery) => ({
        ...delivery,
        farmId,
        createdBy,
        bagWeightKg: '50',
        quantityKg: String(Number(delivery.bags) * 50),
      })),
    );
    // The generator runs through power cuts: weekly diesel, and now and then for the vehicle.
    const random = seededRandom(500 + farmIndex);
    const fills = [];
    for (let daysAgo = 126; daysAgo >= 0; daysAgo -= 7) {
      fills.push({
        farmId,
        createdBy,
        date: addDays(seedDate, -daysAgo),
        litres: (40 + random() * 20).toFixed(1),
        pricePerLitre: (272 + random() * 12).toFixed(2),
        purpose: daysAgo % 28 === 0 ? 'vehicle' : 'generator',
      });
    }
    await insertAll(tx, diesel, fills);
  }
}

/** Buys enough of a medicine at placement and records its uses at the programme's ages. */
async function seedMedicine(
  tx: Tx,
  owner: { farmId: string; flockId: string; createdBy: string | null },
  medicine: DemoMedicine,
  placedOn: string,
  lastDate: string,
  aliveOn: (date: string) => number,
): Promise<void> {
  const uses = medicine.uses
    .map((use) => ({ ...use, date: addDays(placedOn, use.age) }))
    .filter((use) => use.age >= 0 && use.date <= lastDate)
    .map((use) => ({ ...use, quantity: Math.ceil(aliveOn(use.date) * medicine.perBird) }));
  if (uses.length === 0) return;
  const needed = uses.reduce((sum, use) => sum + use.quantity, 0);
  const [bought] = await tx
    .insert(medicines)
    .values({
      farmId: owner.farmId,
      createdBy: owner.createdBy,
      date: addDays(placedOn, Math.max(0, (medicine.uses[0]?.age ?? 1) - 1)),
      name: medicine.name,
      kind: medicine.kind,
      unit: medicine.unit,
      quantity: String(Math.ceil(needed / 100) * 100),
      unitPrice: medicine.unitPrice,
      batchNo: `B${placedOn.replaceAll('-', '').slice(2)}-${medicine.kind.slice(0, 3).toUpperCase()}`,
      expiresOn: addDays(placedOn, medicine.shelfLifeDays),
      withdrawalDaysMeat: medicine.withdrawalDaysMeat,
      withdrawalDaysEggs: medicine.withdrawalDaysEggs,
    })
    .returning({ id: medicines.id });
  await insertAll(
    tx,
    medicineUses,
    uses.map((use) => ({
      flockId: owner.flockId,
      createdBy: owner.createdBy,
      medicineId: bought?.id ?? '',
      date: use.date,
      quantity: String(use.quantity),
      purpose: use.purpose,
      method: use.method,
      administeredBy: medicine.kind === 'antibiotic' ? 'Dr. Tomasz Nowak' : 'Farm staff',
    })),
  );
}

/** Inserts rows in chunks (none when the list is empty). */
async function insertAll<TTable extends Parameters<Tx['insert']>[0]>(
  tx: Tx,
  table: TTable,
  rows: TTable['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(table).values(rows.slice(start, start + 500));
  }
}
