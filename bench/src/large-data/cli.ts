import { freshDatabase } from '../support/bench-database.ts';
import type { Driver } from '../support/bench-database.ts';
import { benchScale, generateLargeData } from './generate.ts';

// Fills a fresh database with the large data set and leaves it in place:
//   node --import tsx src/large-data/cli.ts postgres|pglite
const driver = process.argv[2] as Driver | undefined;
if (driver !== 'postgres' && driver !== 'pglite') {
  console.error('Usage: large-data/cli.ts postgres|pglite  (BENCH_SCALE sets the size)');
  process.exit(2);
}
const database = await freshDatabase(driver);
const data = await generateLargeData(database, benchScale());
console.log(data.rowCounts);
console.log(`${data.totalRows.toLocaleString('en-US')} rows in ${data.seconds.toFixed(1)} s`);
console.log(
  database.driver === 'postgres'
    ? `DATABASE_URL=${database.databaseUrl}`
    : `DATA_DIR=${database.dataDir}`,
);
