import { benchDrivers } from './support/drivers.ts';
import type { Benchmark, BenchmarkOutcome, BenchSettings } from './support/metrics.ts';
import { phoneVisits } from './round/phone-bench.ts';
import { benchSaves } from './round/save-bench.ts';

/**
 * The daily round: a 6-house round's save on each driver against a hand-written transaction,
 * and the phone's first visit to the round screen against the death list.
 */
async function runRoundBenchmark(settings: BenchSettings): Promise<BenchmarkOutcome> {
  const outcome: Required<BenchmarkOutcome> = { metrics: [], notes: [], data: {} };
  const add = (name: string, part: Required<BenchmarkOutcome>) => {
    outcome.metrics.push(...part.metrics);
    outcome.notes.push(...part.notes);
    outcome.data[name] = part.data;
  };
  for (const driver of benchDrivers()) add(driver, await benchSaves(driver, settings));
  console.log('  phone: the first visit to the daily round and to the death list');
  add('phone', await phoneVisits());
  return outcome;
}

export const roundBenchmark: Benchmark = { name: 'round', run: runRoundBenchmark };
