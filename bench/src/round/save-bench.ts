import { dropDatabase, freshDatabase, pgliteDir, serverEnv } from '../support/bench-database.ts';
import type { Driver } from '../support/bench-database.ts';
import { differences } from '../support/compare-json.ts';
import type { BenchmarkOutcome, BenchSettings } from '../support/metrics.ts';
import { serverEntry } from '../support/paths.ts';
import { startService, withService } from '../support/service-process.ts';
import { signIn, signInAs } from '../support/sign-in.ts';
import { makeRoundFarm, roundHouses } from './round-farm.ts';
import { comparable, recordsPerHouse } from './round-input.ts';
import { saveMetrics } from './round-metrics.ts';
import { measureSaves, roundDaysNeeded, staffAccount } from './save-rounds.ts';
import { rowDifferences, writtenRows } from './written-rows.ts';

/** The PostgreSQL database of this benchmark (PGlite: a temporary DATA_DIR). */
export const roundDatabaseName = 'flockbook_bench_round';
const adminAccount = { email: 'admin@example.com', password: 'admin' };

/** Two farms alike through the API as the demo admin: one for the server, one for the floor. */
async function roundFarms(database: Awaited<ReturnType<typeof freshDatabase>>) {
  return withService(
    startService({
      entry: serverEntry,
      env: { ...serverEnv(database), DEMO: 'on' },
      startTimeoutMs: 180_000,
    }),
    async (service) => {
      const admin = await signIn(service.url, adminAccount);
      // Placed before the first round's day, with feed for every round and some to spare.
      const options = {
        placedDaysAgo: roundDaysNeeded + 5,
        feedKg: roundHouses * 400 * roundDaysNeeded,
      };
      const server = await makeRoundFarm(service.url, admin, { ...options, name: 'Round farm S' });
      const floor = await makeRoundFarm(service.url, admin, { ...options, name: 'Round farm F' });
      const staff = await signInAs(service.url, staffAccount);
      return { farms: { server, floor }, staffId: staff.user.uuid };
    },
  );
}

/**
 * A 6-house round's save on one driver: the real server against the hand-written transaction
 * of `floor/bare-round-server.ts`, on a fresh database with the demo data and two farms alike.
 * Afterwards the two farms' rows are compared, and the answers to the same round.
 */
export async function benchSaves(
  driver: Driver,
  settings: BenchSettings,
): Promise<Required<BenchmarkOutcome>> {
  console.log(`  ${driver}: a fresh database with the demo data and two round farms`);
  const database = await freshDatabase(driver, roundDatabaseName);
  try {
    const { farms, staffId } = await roundFarms(database);
    const runs = await measureSaves(database, farms, staffId, settings);
    const [serverRows = {}, floorRows = {}] = await writtenRows(database, [
      farms.server.farmId,
      farms.floor.farmId,
    ]);
    const rowFaults = rowDifferences(serverRows, floorRows);
    const { first: serverFirst } = runs.server;
    const { first: floorFirst } = runs.floor;
    if (!serverFirst || !floorFirst || serverFirst.index !== floorFirst.index) {
      throw new Error('The server and the floor did not answer the same first round.');
    }
    const answerFaults = differences(comparable(serverFirst.answer), comparable(floorFirst.answer));
    const notes = [
      rowFaults.length === 0
        ? `${driver}: the floor's farm holds the same rows as the server's after the same rounds (${Object.entries(
            serverRows,
          )
            .map(([key, value]) => `${key} ${value}`)
            .join(', ')}).`
        : `${driver}: the farms' rows differ: ${rowFaults.join('; ')}`,
      answerFaults.length === 0
        ? `${driver}: the floor's answer to round ${serverFirst.index} matches the server's field by field (ids, stamps and names aside).`
        : `${driver}: the answers to round ${serverFirst.index} differ in ${answerFaults.length} places, e.g. ${answerFaults.slice(0, 3).join('; ')}`,
    ];
    const details = {
      houses: roundHouses,
      recordsPerRound: roundHouses * recordsPerHouse,
      rowsMatch: rowFaults.length === 0 ? 'yes' : `no: ${rowFaults.join('; ')}`,
      answersMatch:
        answerFaults.length === 0 ? 'yes' : `no: ${answerFaults.slice(0, 5).join('; ')}`,
    };
    return {
      metrics: saveMetrics(driver, runs.server, runs.floor, details),
      notes,
      data: { serverMs: runs.server.ms, floorMs: runs.floor.ms, serverRows, floorRows },
    };
  } finally {
    if (process.env.BENCH_KEEP_DATA === '1') {
      const where = database.driver === 'postgres' ? database.databaseUrl : pgliteDir(database);
      console.log(`  ${driver}: data kept (${where})`);
    } else {
      await dropDatabase(database);
    }
  }
}
