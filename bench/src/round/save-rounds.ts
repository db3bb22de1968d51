import { performance } from 'node:perf_hooks';
import type { DailyRoundInput, DailyRoundResult } from '@flockbook/contracts';
import { floorEnv, serverEnv } from '../support/bench-database.ts';
import type { BenchDatabase } from '../support/bench-database.ts';
import type { BenchSettings } from '../support/metrics.ts';
import { roundFloorEntry, serverEntry } from '../support/paths.ts';
import { startService, withService } from '../support/service-process.ts';
import type { RunningService } from '../support/service-process.ts';
import { signIn } from '../support/sign-in.ts';
import { dayAfter } from './round-farm.ts';
import type { RoundFarm } from './round-farm.ts';
import { checkAnswer, roundBody } from './round-input.ts';

export type Side = 'server' | 'floor';

export type SideRuns = {
  /** Milliseconds of each measured save, in the order made. */
  ms: number[];
  /** The answer to the first measured round, and that round's number. */
  first?: { index: number; answer: DailyRoundResult };
};

export const staffAccount = { email: 'staff@example.com', password: 'staff' };

/** Unmeasured rounds after each start (connections, statement caches, the JIT warm up). */
const warmups = 3;
const turns = 2;
/** Measured rounds per side in one turn: at least this many, and at most. */
const fewestPerTurn = 10;
const mostPerTurn = 60;
/** Days of rounds a side may need: a farm's flocks are placed at least this long ago. */
export const roundDaysNeeded = turns * (warmups + mostPerTurn);

async function timedSave(
  service: RunningService,
  headers: Record<string, string>,
  round: DailyRoundInput,
): Promise<{ ms: number; answer: DailyRoundResult }> {
  const body = JSON.stringify(round);
  const started = performance.now();
  const response = await fetch(`${service.url}/api/daily-round`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(
      `The round of ${round.date} answered ${response.status}: ${text.slice(0, 400)}`,
    );
  }
  const answer = JSON.parse(text) as DailyRoundResult;
  checkAnswer(round, answer);
  return { ms, answer };
}

/**
 * Rounds of 6 houses saved one at a time, the real server's and the floor's taking turns
 * (server, floor, server, floor: each started for its turn, as PGlite's folder is opened by one
 * process at a time, and so the other work of a shared machine falls on both alike). Each side
 * writes to its own farm, made alike, so the rules' reads see as many records on both; round
 * `n` of either side has the same values and date. The number of rounds is sized from the
 * server's warm-up rounds to fill about `durationSeconds` per side.
 */
export async function measureSaves(
  database: BenchDatabase,
  farms: Record<Side, RoundFarm>,
  staffId: string,
  settings: BenchSettings,
): Promise<Record<Side, SideRuns>> {
  const runs: Record<Side, SideRuns> = { server: { ms: [] }, floor: { ms: [] } };
  const sent: Record<Side, number> = { server: 0, floor: 0 };
  let perTurn: number | undefined;
  const start = (side: Side) =>
    side === 'server'
      ? startService({
          entry: serverEntry,
          env: { ...serverEnv(database), DEMO: 'on' },
          startTimeoutMs: 180_000,
        })
      : startService({
          entry: roundFloorEntry,
          env: { ...floorEnv(database), ROUND_FLOOR_USER_ID: staffId },
          startTimeoutMs: 180_000,
        });

  for (let turn = 0; turn < turns; turn += 1) {
    for (const side of ['server', 'floor'] as const) {
      await withService(start(side), async (service) => {
        const headers: Record<string, string> =
          side === 'server'
            ? { authorization: `Bearer ${await signIn(service.url, staffAccount)}` }
            : {};
        const farm = farms[side];
        const send = () => {
          const index = sent[side];
          sent[side] += 1;
          const date = dayAfter(farm.placedOn, 1 + index);
          return timedSave(service, headers, roundBody(farm, date, index));
        };
        const warm: number[] = [];
        for (let round = 0; round < warmups; round += 1) warm.push((await send()).ms);
        // The first warm-up pays for the start; the others give the pace.
        const paceMs = warm.slice(1).reduce((sum, ms) => sum + ms, 0) / (warmups - 1);
        perTurn ??= Math.min(
          mostPerTurn,
          Math.max(fewestPerTurn, Math.round((settings.durationSeconds * 1000) / turns / paceMs)),
        );
        for (let round = 0; round < perTurn; round += 1) {
          const index = sent[side];
          const saved = await send();
          runs[side].ms.push(saved.ms);
          runs[side].first ??= { index, answer: saved.answer };
        }
        console.log(
          `    ${side}, turn ${turn + 1}: ${perTurn} rounds after ${warmups} unmeasured, ` +
            `warm-up ${warm.map((ms) => Math.round(ms)).join(' ')} ms`,
        );
      });
    }
  }
  return runs;
}
