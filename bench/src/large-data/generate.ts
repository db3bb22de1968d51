import { performance } from 'node:perf_hooks';
import { todayIso } from '@flockbook/contracts';
import { hashPassword } from '@flockbook/db';
import { openSession } from '../support/bench-database.ts';
import type { BenchDatabase, SqlSession } from '../support/bench-database.ts';
import { contextFor } from './context.ts';
import type { GeneratorContext, Statement } from './context.ts';
import { farmRecordStatements } from './farm-records.ts';
import { flockRecordStatements } from './flock-records.ts';
import { medicineStatements } from './medicine-records.ts';
import { planStatements } from './plan.ts';
import { assertRulesKept } from './rule-checks.ts';
import { saleStatements } from './sale-records.ts';

/** The account the benchmarks sign in with (the data set has no demo accounts). */
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

/** The tables of farm records, counted after generation. */
export const RECORD_TABLES = [
  'farms',
  'flocks',
  'deaths',
  'weighings',
  'egg_collections',
  'feed_purchases',
  'feed_usages',
  'medicines',
  'medicine_uses',
  'diesel',
  'wood',
  'mess',
  'misc_expenses',
  'employees',
  'employee_salaries',
  'parties',
  'sales',
  'amounts',
] as const;

export type GeneratedData = {
  context: GeneratorContext;
  rowCounts: Record<string, number>;
  totalRows: number;
  seconds: number;
};

/** BENCH_SCALE: 1 (the default) is about a million records; 0.1 is a quick tenth. */
export function benchScale(): number {
  const raw = process.env.BENCH_SCALE;
  if (raw === undefined || raw.trim() === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
    throw new Error(`BENCH_SCALE must be a number above 0 and at most 10, got "${raw}".`);
  }
  return scale;
}

async function createAdmin(session: SqlSession): Promise<string> {
  const hash = await hashPassword(BENCH_ADMIN.password);
  const data = {
    displayName: 'Bench Admin',
    photoURL: '',
    email: BENCH_ADMIN.email,
    settings: {},
    shortcuts: [],
  };
  const [row] = await session.query<{ id: string }>(
    `insert into users (email, password_hash, role, data) values ($1, $2, $3, $4) returning id`,
    [BENCH_ADMIN.email, hash, ['admin'], JSON.stringify(data)],
  );
  if (!row) throw new Error('The bench admin was not created.');
  return row.id;
}

export async function countRows(session: SqlSession): Promise<Record<string, number>> {
  const selects = RECORD_TABLES.map(
    (table) => `select '${table}' as name, count(*)::int as rows from ${table}`,
  );
  const rows = await session.query<{ name: string; rows: number }>(selects.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}

/**
 * Fills a fresh, migrated database with five years of farm records, set-based in SQL: farms,
 * flocks, their daily records, purchases, sales and payroll, all within the product's rules
 * (see the README). `log` gets one line per step.
 */
export async function generateLargeData(
  database: BenchDatabase,
  scale: number,
  log: (line: string) => void = console.log,
): Promise<GeneratedData> {
  const started = performance.now();
  const session = await openSession(database);
  try {
    const context = contextFor(scale, todayIso(), await createAdmin(session));
    const statements: Statement[] = [
      ...planStatements(context),
      ...flockRecordStatements(context),
      ...medicineStatements(context),
      ...saleStatements(context),
      ...farmRecordStatements(context),
    ];
    for (const statement of statements) {
      const stepStarted = performance.now();
      await session.exec(statement.sql);
      log(`  ${statement.label} (${((performance.now() - stepStarted) / 1000).toFixed(1)} s)`);
    }
    await session.exec('discard temp');
    const checkStarted = performance.now();
    await assertRulesKept(session);
    log(`  rule checks passed (${((performance.now() - checkStarted) / 1000).toFixed(1)} s)`);
    const analyzeStarted = performance.now();
    await session.exec('vacuum analyze');
    log(`  vacuum analyze (${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s)`);
    const rowCounts = await countRows(session);
    const totalRows = Object.values(rowCounts).reduce((sum, rows) => sum + rows, 0);
    return { context, rowCounts, totalRows, seconds: (performance.now() - started) / 1000 };
  } finally {
    await session.close();
  }
}
