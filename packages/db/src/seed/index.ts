import { farmToday, slugify } from '@flockbook/contracts';
import { eq } from 'drizzle-orm';
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
import { farms, flocks, houses } from '../schema/farms.ts';
import {
  amounts,
  employees,
  employeeSalaries,
  mess,
  miscExpenses,
  parties,
  sales,
} from '../schema/money-records.ts';
import { appMeta } from '../schema/meta.ts';
import { userFarms } from '../schema/people.ts';
import { users } from '../schema/users.ts';
import { DEMO_FARMS, DEMO_FLOCKS, DEMO_TIME_ZONE, demoFlockRecords } from './demo-flocks.ts';
import type { DemoFeedUse } from './demo-flocks.ts';
import { ANTIBIOTIC_COURSE, BROILER_PROGRAMME, feedDeliveries } from './demo-stock.ts';
import type { DemoMedicine } from './demo-stock.ts';
import { seedProgrammes } from './demo-programmes.ts';
import type { ItemOf } from './demo-programmes.ts';
import { DEMO_EMPLOYEES, DEMO_PARTIES, pastMonths, selloffDays } from './demo-money.ts';
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
  const { seedDate = farmToday(DEMO_TIME_ZONE), farmRecords = true } = options;
  // Checked first so a restart does not hash the passwords for nothing; the claim below still
  // settles a race.
  const loaded = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_MARKER));
  if (loaded.length > 0) return false;
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
    if (farmRecords) {
      await seedFarmRecords(tx, adminId, seedDate);
      // The demo staff member works on every demo farm.
      const farmIds = (await tx.select({ id: farms.id }).from(farms)).map((farm) => farm.id);
      const staffIds = accounts
        .filter(
          (account) => !DEMO_USERS.find((u) => u.email === account.email)?.role.includes('admin'),
        )
        .map((account) => account.id);
      const access = staffIds.flatMap((userId) => farmIds.map((farmId) => ({ userId, farmId })));
      if (access.length > 0) await tx.insert(userFarms).values(access).onConflictDoNothing();
    }
    return true;
  });
}

/**
 * The houses the demo flocks live in, each with room for the largest flock placed in it
 * (rounded up to 5,000 birds); answers a house's id by its farm and name.
 */
async function seedHouses(
  tx: Tx,
  farmIdByKey: ReadonlyMap<string, string>,
  createdBy: string | null,
): Promise<(farmId: string, name: string) => string> {
  const capacity = new Map<string, { farmId: string; name: string; birds: number }>();
  for (const flock of DEMO_FLOCKS) {
    const farmId = farmIdByKey.get(flock.farmKey) ?? '';
    const key = `${farmId}/${flock.house}`;
    const birds = Math.ceil((flock.chicksPlaced + flock.freeChicks) / 5000) * 5000;
    capacity.set(key, {
      farmId,
      name: flock.house,
      birds: Math.max(birds, capacity.get(key)?.birds ?? 0),
    });
  }
  const rows = await tx
    .insert(houses)
    .values(
      [...capacity.values()].map(({ farmId, name, birds }) => ({
        farmId,
        name,
        capacityBirds: birds,
        createdBy,
      })),
    )
    .returning({ id: houses.id, farmId: houses.farmId, name: houses.name });
  return (farmId, name) => rows.find((row) => row.farmId === farmId && row.name === name)?.id ?? '';
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
  const partyRows = await tx
    .insert(parties)
    .values(DEMO_PARTIES.map(({ key: _key, ...party }) => ({ ...party, createdBy })))
    .returning({ id: parties.id, name: parties.name });
  const partyId = (key: (typeof DEMO_PARTIES)[number]['key']) =>
    partyRows.find((row) => row.name === DEMO_PARTIES.find((party) => party.key === key)?.name)
      ?.id ?? '';
  const money = { createdBy, partyId, random: seededRandom(900) };

  const houseIdOf = await seedHouses(tx, farmIdByKey, createdBy);
  const programmes = await seedProgrammes(tx, createdBy);

  for (const [index, flock] of DEMO_FLOCKS.entries()) {
    const records = demoFlockRecords(flock, seedDate, index);
    const farmId = farmIdByKey.get(flock.farmKey) ?? '';
    // Ross broilers follow the Ross programme, their medicine uses linked to its items.
    const ross = programmes.get('broiler');
    const programme = flock.type === 'broiler' && ross?.breeds.includes(flock.breed) ? ross : null;
    const [row] = await tx
      .insert(flocks)
      .values({
        farmId,
        name: flock.name,
        handle: slugify(flock.name),
        type: flock.type,
        breed: flock.breed,
        houseId: houseIdOf(farmId, flock.house),
        placedOn: records.placedOn,
        chicksPlaced: flock.chicksPlaced,
        freeChicks: flock.freeChicks,
        chickPrice: flock.chickPrice,
        targetAgeDays: flock.targetAgeDays,
        status: records.closedOn ? 'closed' : 'active',
        closedOn: records.closedOn,
        notes: flock.notes,
        programmeId: programme?.id ?? null,
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
          programme?.itemOf,
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
    if (flock.type === 'broiler' && records.closedOn) {
      const lastWeighing = records.weighings.at(-1);
      await sellOff(
        tx,
        money,
        { farmId, flockId, name: flock.name },
        records.closedOn,
        aliveOn,
        Number(lastWeighing?.averageWeightG ?? 2500),
      );
    }
    if (flock.type === 'layer')
      await sellEggs(tx, money, { farmId, flockId, name: flock.name }, records.eggs);
  }

  for (const [farmIndex, [farmId, usage]] of [...feedByFarm.entries()].entries()) {
    await insertAll(
      tx,
      feedPurchases,
      feedDeliveries(usage, 77 + farmIndex).map((delivery) => ({
        ...delivery,
        farmId,
        createdBy,
        supplierId: partyId('punjab-feeds'),
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
    await seedFarmRunningCosts(tx, money, farmId, seedDate, farmIndex);
  }
  await seedPayroll(tx, money, farmIdByKey, seedDate);
}

type Money = {
  createdBy: string | null;
  partyId: (key: (typeof DEMO_PARTIES)[number]['key']) => string;
  random: () => number;
};
type FlockRef = { farmId: string; flockId: string; name: string };

/** Sells a finished flock's birds over its last days; customers pay most of it. */
async function sellOff(
  tx: Tx,
  money: Money,
  flock: FlockRef,
  closedOn: string,
  aliveOn: (date: string) => number,
  averageWeightG: number,
): Promise<void> {
  const customer = money.partyId(flock.name.includes('21') ? 'al-noor' : 'madina');
  let sold = 0;
  for (const [index, day] of selloffDays(closedOn).entries()) {
    const available = aliveOn(day.date) - sold;
    const birds =
      day.share === 'rest' ? aliveOn(closedOn) - sold : Math.floor(available * day.share);
    if (birds <= 0) continue;
    sold += birds;
    const weightKg = ((birds * averageWeightG * (1 + index * 0.01)) / 1000).toFixed(3);
    const rate = (300 + money.random() * 40).toFixed(2);
    const [sale] = await tx
      .insert(sales)
      .values({
        flockId: flock.flockId,
        date: day.date,
        customerId: customer,
        item: 'live birds',
        birds,
        weightKg,
        rate,
        rateUnit: 'kg',
        vehicleNo: `LES-${1200 + index * 37}`,
        invoiceNo: `INV-${flock.name.replace(/\D/g, '')}-${index + 1}`,
        createdBy: money.createdBy,
      })
      .returning({ id: sales.id, total: sales.total });
    // The first loads are paid in full; the last is paid in part, so the customer still owes.
    const total = Number(sale?.total ?? 0);
    const paid = index < 2 ? total : Math.round(total * 0.6);
    await tx.insert(amounts).values({
      farmId: flock.farmId,
      date: addDays(day.date, 3),
      direction: 'in',
      partyId: customer,
      saleId: sale?.id ?? null,
      category: 'payment received',
      method: index === 0 ? 'cash' : 'bank',
      amount: paid.toFixed(2),
      reference: `RCPT-${flock.name.replace(/\D/g, '')}-${index + 1}`,
      createdBy: money.createdBy,
    });
  }
}

/** Sells the week's good eggs every seventh day of collection. */
async function sellEggs(
  tx: Tx,
  money: Money,
  flock: FlockRef,
  eggs: { date: string; eggs: number; broken: number }[],
): Promise<void> {
  const customer = money.partyId('city-eggs');
  for (let start = 0; start + 7 <= eggs.length; start += 7) {
    const week = eggs.slice(start, start + 7);
    const good = week.reduce((sum, day) => sum + day.eggs - day.broken, 0);
    const date = week.at(-1)?.date ?? '';
    const [sale] = await tx
      .insert(sales)
      .values({
        flockId: flock.flockId,
        date,
        customerId: customer,
        item: 'eggs',
        quantity: String(good),
        rate: (27 + money.random() * 4).toFixed(2),
        rateUnit: 'unit',
        invoiceNo: `EGG-${String(start / 7 + 1).padStart(3, '0')}`,
        createdBy: money.createdBy,
      })
      .returning({ id: sales.id, total: sales.total });
    await tx.insert(amounts).values({
      farmId: flock.farmId,
      date,
      direction: 'in',
      partyId: customer,
      saleId: sale?.id ?? null,
      category: 'payment received',
      method: 'mobile',
      amount: String(sale?.total ?? '0'),
      createdBy: money.createdBy,
    });
  }
}

/** Staff food every week and the monthly bills of a farm. */
async function seedFarmRunningCosts(
  tx: Tx,
  money: Money,
  farmId: string,
  seedDate: string,
  farmIndex: number,
) {
  const meals = [];
  for (let daysAgo = 119; daysAgo >= 0; daysAgo -= 7) {
    meals.push({
      farmId,
      createdBy: money.createdBy,
      date: addDays(seedDate, -daysAgo),
      description: 'Weekly groceries: flour, rice, lentils, oil',
      persons: 5 + farmIndex,
      amount: (9000 + money.random() * 2500).toFixed(2),
    });
  }
  await insertAll(tx, mess, meals);
  const bills = pastMonths(seedDate, 4).flatMap((month) => [
    {
      farmId,
      createdBy: money.createdBy,
      date: `${month}-10`,
      category: 'electricity',
      description: `Electricity ${month}`,
      paidTo: 'LESCO',
      amount: (38000 + money.random() * 9000).toFixed(2),
    },
    {
      farmId,
      createdBy: money.createdBy,
      date: `${month}-18`,
      category: 'transport',
      description: 'Chick and feed transport',
      paidTo: 'Khan Goods',
      amount: (12000 + money.random() * 5000).toFixed(2),
    },
  ]);
  await insertAll(tx, miscExpenses, bills);
  await tx.insert(amounts).values({
    farmId,
    date: addDays(seedDate, -20),
    direction: 'out',
    partyId: money.partyId('punjab-feeds'),
    category: 'payment made',
    method: 'bank',
    amount: farmIndex === 0 ? '950000.00' : '600000.00',
    reference: `PF-PAY-${farmIndex + 1}`,
    createdBy: money.createdBy,
  });
}

/** Employees of both farms, paid for each past month; the current month is still open. */
async function seedPayroll(
  tx: Tx,
  money: Money,
  farmIdByKey: Map<string, string>,
  seedDate: string,
) {
  const rows = await tx
    .insert(employees)
    .values(
      DEMO_EMPLOYEES.map(({ farmKey, joinedDaysAgo, ...employee }) => ({
        ...employee,
        farmId: farmIdByKey.get(farmKey) ?? '',
        joinedOn: addDays(seedDate, -joinedDaysAgo),
        createdBy: money.createdBy,
      })),
    )
    .returning({ id: employees.id, salary: employees.monthlySalary, joinedOn: employees.joinedOn });
  const salaries = pastMonths(seedDate, 3).flatMap((period) =>
    rows
      .filter((employee) => employee.joinedOn.slice(0, 7) <= period)
      .map((employee) => ({
        employeeId: employee.id,
        period,
        basic: employee.salary,
        bonus: period.endsWith('-10') ? '2000' : '0',
        deduction: '0',
        paidOn: `${period}-28`,
        method: 'bank',
        createdBy: money.createdBy,
      })),
  );
  await insertAll(tx, employeeSalaries, salaries);
}

/** Buys enough of a medicine at placement and records its uses at the programme's ages. */
async function seedMedicine(
  tx: Tx,
  owner: { farmId: string; flockId: string; createdBy: string | null },
  medicine: DemoMedicine,
  placedOn: string,
  lastDate: string,
  aliveOn: (date: string) => number,
  itemOf?: ItemOf,
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
      programmeItemId: itemOf?.(medicine.name, use.age) ?? null,
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
