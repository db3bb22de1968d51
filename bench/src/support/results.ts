import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatMarkdownTable } from './metrics.ts';
import type { BenchmarkOutcome, BenchSettings } from './metrics.ts';
import { resultsDir } from './paths.ts';

export type BenchmarkResult = BenchmarkOutcome & { benchmark: string };

export function machineInfo(): Record<string, string | number> {
  const cpus = os.cpus();
  return {
    platform: `${os.platform()} ${os.release()}`,
    arch: os.arch(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
    loadAverage: os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' '),
    node: process.version,
  };
}

function markdown(report: {
  timestamp: string;
  machine: Record<string, string | number>;
  settings: BenchSettings;
  results: BenchmarkResult[];
}): string {
  const lines = [
    `# Benchmark results`,
    '',
    `${report.timestamp} on ${report.machine.cpus} × ${report.machine.cpuModel}, ` +
      `${report.machine.totalMemoryMb} MB, Node ${report.machine.node} ` +
      `(load average at the end: ${report.machine.loadAverage}).`,
    `Settings: ${JSON.stringify(report.settings)}. Ratio = value / floor, both measured in this run.`,
  ];
  for (const result of report.results) {
    lines.push('', `## ${result.benchmark}`, '', formatMarkdownTable(result.metrics));
    if (result.notes?.length) lines.push('', ...result.notes.map((note) => `- ${note}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Writes results/latest.json (everything) and results/latest.md (the tables); answers the paths. */
export async function writeResults(
  settings: BenchSettings,
  results: BenchmarkResult[],
): Promise<string[]> {
  await mkdir(resultsDir, { recursive: true });
  const report = { timestamp: new Date().toISOString(), machine: machineInfo(), settings, results };
  const json = path.join(resultsDir, 'latest.json');
  const md = path.join(resultsDir, 'latest.md');
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(md, markdown(report));
  return [json, md];
}
