import { existsSync } from 'node:fs';
import path from 'node:path';
import { accessibilityBenchmark } from './accessibility.bench.ts';
import { browserBenchmark } from './browser.bench.ts';
import { healthBenchmark } from './health.bench.ts';
import { listsBenchmark } from './lists.bench.ts';
import { loadBenchmark } from './load.bench.ts';
import { reportsBenchmark } from './reports.bench.ts';
import { roundBenchmark } from './round.bench.ts';
import { formatTable } from './support/metrics.ts';
import type { Benchmark, BenchSettings } from './support/metrics.ts';
import { serverEntry, webDistDir } from './support/paths.ts';
import { writeResults } from './support/results.ts';
import type { BenchmarkResult } from './support/results.ts';
import { stopAllServices } from './support/service-process.ts';

const allBenchmarks: Benchmark[] = [
  healthBenchmark,
  reportsBenchmark,
  browserBenchmark,
  accessibilityBenchmark,
  listsBenchmark,
  loadBenchmark,
  roundBenchmark,
];

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 600) {
    throw new Error(`${name} must be a whole number of 1 to 600, got "${raw}".`);
  }
  return value;
}

/** BENCH_ONLY: a comma-separated list of benchmark names (default: all). */
function chosenBenchmarks(): Benchmark[] {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return allBenchmarks;
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !allBenchmarks.some((item) => item.name === name));
  if (unknown.length > 0) {
    const known = allBenchmarks.map((item) => item.name).join(', ');
    throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')}; use some of ${known}.`);
  }
  return allBenchmarks.filter((item) => names.includes(item.name));
}

async function main(): Promise<void> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDistDir} is missing): run npm run build first.`,
    );
  }
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The server is not built (${serverEntry} is missing): run npm run build first.`,
    );
  }
  const settings: BenchSettings = {
    durationSeconds: positiveInteger('BENCH_DURATION', 10),
    connections: positiveInteger('BENCH_CONNECTIONS', 10),
    reportConnections: positiveInteger('BENCH_REPORT_CONNECTIONS', 2),
  };
  const benchmarks = chosenBenchmarks();
  console.log(
    `Benchmarks: ${benchmarks.map((item) => item.name).join(', ')} ` +
      `(${settings.durationSeconds} s per load run, ${settings.connections} connections, ` +
      `${settings.reportConnections} for reports)`,
  );

  const results: BenchmarkResult[] = [];
  for (const benchmark of benchmarks) {
    console.log(`\n> ${benchmark.name}`);
    const outcome = await benchmark.run(settings);
    results.push({ benchmark: benchmark.name, ...outcome });
    console.log(formatTable(outcome.metrics));
    for (const note of outcome.notes ?? []) console.log(`- ${note}`);
  }

  const files = await writeResults(settings, results);
  console.log(
    `\nResults written to ${files.map((file) => path.relative(process.cwd(), file)).join(' and ')}`,
  );
}

const interrupt = (signal: NodeJS.Signals): void => {
  console.error(`\nInterrupted (${signal}); stopping the servers.`);
  void stopAllServices().finally(() => process.exit(130));
};
process.once('SIGINT', interrupt);
process.once('SIGTERM', interrupt);

try {
  await main();
} catch (error) {
  await stopAllServices();
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
