import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser/chromium.ts';
import { browserRounds } from '../browser/page-runs.ts';
import type { StorageState, TimedLoad } from '../browser/page-runs.ts';
import { totalBytes } from '../browser/script-files.ts';
import type { ScriptBytes } from '../browser/script-files.ts';
import { median } from '../browser/summary.ts';
import { api } from '../support/api.ts';
import { metric } from '../support/metrics.ts';
import type { BenchmarkOutcome, Metric } from '../support/metrics.ts';
import { serverEntry } from '../support/paths.ts';
import { startService } from '../support/service-process.ts';
import { signIn, signInAs } from '../support/sign-in.ts';
import {
  cpuSlowdown,
  offlineSecondVisit,
  phone,
  phoneFirstVisit,
  sessionState,
} from './phone-visit.ts';
import { dayAfter, makeRoundFarm } from './round-farm.ts';
import type { RoundFarm } from './round-farm.ts';
import { roundBody } from './round-input.ts';
import { staffAccount } from './save-rounds.ts';

const roundCard = '[data-testid="round-house"]';
// The reference: the same farm's death list, on a phone its first record card.
const deathCard = '[data-testid="record-list-deaths"] [data-testid="record-card"]';

type Page = { url: string; selector: string };
type Runs = { ms: number[]; bytes: ScriptBytes[] };

const kb = (bytes: number) => bytes / 1000;
const newRuns = (): Runs => ({ ms: [], bytes: [] });
const add = (runs: Runs, load: TimedLoad) => {
  runs.ms.push(load.ms);
  runs.bytes.push(totalBytes(load.scripts));
};
const medianOf = (runs: Runs, pick: (bytes: ScriptBytes) => number) => median(runs.bytes.map(pick));

/** The round farm of the phone: yesterday's round saved, so the death list has cards. */
async function phoneFarm(baseUrl: string): Promise<{ farm: RoundFarm; session: StorageState }> {
  const admin = await signIn(baseUrl, { email: 'admin@example.com', password: 'admin' });
  const farm = await makeRoundFarm(baseUrl, admin, {
    name: 'Phone round farm',
    placedDaysAgo: 20,
    feedKg: 20_000,
  });
  const staff = await signInAs(baseUrl, staffAccount);
  await api(`${baseUrl}/api/daily-round`, staff.token, {
    method: 'POST',
    body: JSON.stringify(roundBody(farm, dayAfter(farm.today, -1), 0)),
  });
  return { farm, session: sessionState(baseUrl, staff) };
}

function visitMetrics(round: Runs, reference: Runs, offline: Runs): Metric[] {
  const bytes = (runs: Runs) => ({
    files: medianOf(runs, (item) => item.files),
    gzipKb: kb(medianOf(runs, (item) => item.gzip)),
  });
  const timeDetails = (runs: Runs) => ({ runs: runs.ms.map((ms) => Math.round(ms)).join(' ') });
  const metrics = [
    metric(
      {
        id: 'round.phone.visible',
        label: 'phone, first visit: daily round to its first house visible (floor: death list)',
        unit: 'ms',
        value: median(round.ms),
        better: 'lower',
        details: { ...timeDetails(round), floorRuns: timeDetails(reference).runs },
      },
      median(reference.ms),
    ),
    metric(
      {
        id: 'round.phone.js.transferred',
        label: 'phone, first visit: daily round JavaScript on the wire (floor: death list)',
        unit: 'KB',
        value: kb(medianOf(round, (item) => item.transferred)),
        better: 'lower',
        details: { ...bytes(round), floorFiles: bytes(reference).files },
      },
      kb(medianOf(reference, (item) => item.transferred)),
    ),
    metric(
      {
        id: 'round.phone.js.decoded',
        label: 'phone, first visit: daily round JavaScript decoded (floor: death list)',
        unit: 'KB',
        value: kb(medianOf(round, (item) => item.raw)),
        better: 'lower',
        details: { ...bytes(round), floorGzipKb: bytes(reference).gzipKb },
      },
      kb(medianOf(reference, (item) => item.raw)),
    ),
  ];
  if (offline.ms.length > 0) {
    metrics.push(
      metric(
        {
          id: 'round.phone.offline.visible',
          label: 'phone, second visit, network off: first house visible (floor: first visit)',
          unit: 'ms',
          value: median(offline.ms),
          better: 'lower',
          details: {
            ...timeDetails(offline),
            decodedKb: kb(medianOf(offline, (item) => item.raw)),
          },
        },
        median(round.ms),
      ),
    );
  }
  return metrics;
}

async function measureVisits(
  browser: Browser,
  baseUrl: string,
  farm: RoundFarm,
  session: StorageState,
) {
  const round: Page = {
    url: `${baseUrl}/apps/daily-round?farmId=${farm.farmId}`,
    selector: roundCard,
  };
  const reference: Page = {
    url: `${baseUrl}/apps/death-details?farmId=${farm.farmId}`,
    selector: deathCard,
  };
  const runs = { round: newRuns(), reference: newRuns(), offline: newRuns() };
  const visit = (page: Page) => phoneFirstVisit(browser, page.url, page.selector, session);
  // Unmeasured, and it tells whether the app keeps itself for a visit without the network.
  const offlineProbe = await offlineSecondVisit(browser, round.url, round.selector, session);
  const rounds = browserRounds();
  for (let index = 0; index <= rounds; index += 1) {
    // Alternating which goes first, so neither always meets a busier machine.
    const [first, second] = index % 2 === 0 ? [round, reference] : [reference, round];
    const loads = new Map([
      [first, await visit(first)],
      [second, await visit(second)],
    ]);
    if (index === 0) continue;
    add(runs.round, loads.get(round) as TimedLoad);
    add(runs.reference, loads.get(reference) as TimedLoad);
    if (offlineProbe.measured) {
      const offline = await offlineSecondVisit(browser, round.url, round.selector, session);
      if (offline.measured) add(runs.offline, offline.load);
    }
  }
  return { runs, rounds, offlineProbe };
}

/**
 * The phone's first visit to the daily round against the same farm's death list, both cold
 * and signed in as the demo staff member, on the real server (PGlite, demo data) in Chromium
 * as a phone with a 4x slower CPU; and, once the app has a service worker, the second visit
 * with the network off.
 */
export async function phoneVisits(): Promise<Required<BenchmarkOutcome>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flockbook-bench-round-phone-'));
  const server = await startService({
    entry: serverEntry,
    env: { DATA_DIR: dataDir, DEMO: 'on', LOG_LEVEL: 'warn' },
  });
  try {
    const { farm, session } = await phoneFarm(server.url);
    const browser = await launchChromium();
    try {
      const { runs, rounds, offlineProbe } = await measureVisits(
        browser,
        server.url,
        farm,
        session,
      );
      const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}x`;
      const gzip = (runs: Runs) => kb(medianOf(runs, (item) => item.gzip)).toFixed(1);
      return {
        metrics: visitMetrics(runs.round, runs.reference, runs.offline),
        notes: [
          `phone: ${phone.viewport.width} x ${phone.viewport.height}, touch, mobile layout, CPU ${cpuSlowdown}x slower, cold cache, signed in as the demo staff member; ${rounds} rounds after one unmeasured, medians. JavaScript gzip (level 9): daily round ${gzip(runs.round)} KB, death list ${gzip(runs.reference)} KB (${ratio(Number(gzip(runs.round)), Number(gzip(runs.reference)))}).`,
          offlineProbe.measured
            ? 'phone, second visit with the network off: measured (the app has a service worker).'
            : `phone, second visit with the network off: not measured, ${offlineProbe.reason}.`,
        ],
        data: { rounds, runs },
      };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
