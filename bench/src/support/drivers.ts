import { generateLargeData } from '../large-data/generate.ts';
import type { GeneratedData } from '../large-data/generate.ts';
import { dropDatabase, freshDatabase, pgliteDir } from './bench-database.ts';
import type { BenchDatabase, Driver } from './bench-database.ts';

const DRIVERS: readonly Driver[] = ['postgres', 'pglite'];

/** BENCH_DRIVERS: a comma-separated subset of postgres,pglite (default both). */
export function benchDrivers(): Driver[] {
  const raw = process.env.BENCH_DRIVERS?.trim();
  if (!raw) return [...DRIVERS];
  const chosen = raw.split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !DRIVERS.includes(name as Driver));
  if (unknown.length > 0) throw new Error(`BENCH_DRIVERS: unknown ${unknown.join(', ')}.`);
  return chosen as Driver[];
}

/**
 * Generates the large data set on a fresh database of `driver`, hands it to `use`, then drops
 * it (unless BENCH_KEEP_DATA=1, which keeps it for a look afterwards).
 */
export async function withLargeData<T>(
  driver: Driver,
  scale: number,
  use: (database: BenchDatabase, data: GeneratedData) => Promise<T>,
): Promise<T> {
  console.log(`  ${driver}: generating the data set (BENCH_SCALE=${scale})`);
  const database = await freshDatabase(driver);
  try {
    const data = await generateLargeData(database, scale, (line) => console.log(`  ${line}`));
    console.log(
      `  ${driver}: ${data.totalRows.toLocaleString('en-US')} rows in ${data.seconds.toFixed(0)} s`,
    );
    return await use(database, data);
  } finally {
    if (process.env.BENCH_KEEP_DATA === '1') {
      console.log(
        `  ${driver}: data kept (${database.driver === 'postgres' ? database.databaseUrl : pgliteDir(database)})`,
      );
    } else {
      await dropDatabase(database);
    }
  }
}
