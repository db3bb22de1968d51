import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { healthBenchmark } from './health.bench.ts';
import { formatTable } from './support/metrics.ts';
import type { Benchmark, BenchSettings, Metric } from './support/metrics.ts';
import { resultsDir, webDistDir } from './support/paths.ts';
import { stopAllServices } from './support/service-process.ts';

const benchmarks: Benchmark[] = [healthBenchmark];

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 600) {
    throw new Error(`${name} must be a whole number of 1 to 600, got "${raw}".`);
  }
  return value;
}

function machineInfo(): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    platform: `${os.platform()} ${os.release()}`,
    arch: os.arch(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDistDir} is missing): run npm run build first.`,
    );
  }
  const settings: BenchSettings = {
    durationSeconds: positiveInteger('BENCH_DURATION', 10),
    connections: positiveInteger('BENCH_CONNECTIONS', 10),
  };
  console.log(
    `Benchmarks: ${benchmarks.map((item) => item.name).join(', ')} ` +
      `(${settings.durationSeconds} s per load run, ${settings.connections} connections)`,
  );

  const results: { benchmark: string; metrics: Metric[] }[] = [];
  for (const benchmark of benchmarks) {
    console.log(`\n> ${benchmark.name}`);
    const metrics = await benchmark.run(settings);
    results.push({ benchmark: benchmark.name, metrics });
    console.log(formatTable(metrics));
  }

  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  const report = {
    timestamp: new Date().toISOString(),
    machine: machineInfo(),
    settings,
    results,
  };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
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
