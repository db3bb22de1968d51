import { metric } from '../support/metrics.ts';
import type { BenchmarkOutcome, Metric } from '../support/metrics.ts';
import type { ScriptBytes } from './script-files.ts';

/** First-load JavaScript budget of /login and of the shell, gzip. */
export const budgetKb = 250;

export type BrowserRuns = {
  loginMs: number[];
  login: ScriptBytes[];
  /** The shell's first load: a cold signed-in page inside the frame with almost nothing of its own. */
  shell: ScriptBytes[];
  /** /login and the shell: everything a first visit downloads up to a signed-in frame. */
  loginAndShell: ScriptBytes[];
  /** /login and all of the first page after sign-in. */
  landing: ScriptBytes[];
  landedOn: string;
  flockListMs: number[];
  flockList: ScriptBytes[];
  peerListMs: number[];
  peerList: ScriptBytes[];
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Byte counts of a cold load are the same on every run unless the app fetched differently. */
function medianBytes(runs: ScriptBytes[]): ScriptBytes {
  return {
    files: median(runs.map((run) => run.files)),
    raw: median(runs.map((run) => run.raw)),
    gzip: median(runs.map((run) => run.gzip)),
    transferred: median(runs.map((run) => run.transferred)),
  };
}

const kb = (bytes: number): number => bytes / 1000;
const times = (value: number): string => `${value.toFixed(2)}x`;

/**
 * The gzip JavaScript of a page in KB, raw, on the wire and the file count in the details;
 * against `floor` (KB) when given.
 */
function bytesMetric(
  id: string,
  label: string,
  bytes: ScriptBytes,
  floor?: number,
  details: Record<string, number | string> = {},
): Metric {
  return metric(
    {
      id,
      label,
      unit: 'KB',
      value: kb(bytes.gzip),
      better: 'lower',
      details: {
        rawKb: kb(bytes.raw),
        transferredKb: kb(bytes.transferred),
        files: bytes.files,
        ...details,
      },
    },
    floor,
  );
}

function timeMetric(id: string, label: string, runs: number[], floorRuns?: number[]): Metric {
  const details = { runs: runs.map((value) => Math.round(value)).join(' ') };
  return metric(
    { id, label, unit: 'ms', value: median(runs), better: 'lower', details },
    floorRuns === undefined ? undefined : median(floorRuns),
  );
}

/**
 * Times and JavaScript (gzip) as metrics: /login and the shell against the budget, the flock
 * list page against the peer's; what the bytes are in the notes.
 */
export function browserOutcome(
  runs: BrowserRuns,
  settings: Record<string, unknown>,
): BenchmarkOutcome {
  const login = medianBytes(runs.login);
  const shell = medianBytes(runs.shell);
  const loginAndShell = medianBytes(runs.loginAndShell);
  const landing = medianBytes(runs.landing);
  const flockList = medianBytes(runs.flockList);
  const peerList = medianBytes(runs.peerList);
  return {
    metrics: [
      timeMetric('browser.login.form', 'cold /login to the sign-in form visible', runs.loginMs),
      timeMetric(
        'browser.flocks.rows',
        'cold flock list to 50 rows visible (floor: react-admin peer)',
        runs.flockListMs,
        runs.peerListMs,
      ),
      timeMetric('browser.peer.rows', 'react-admin peer list to 50 rows visible', runs.peerListMs),
      bytesMetric(
        'browser.login.js',
        `JavaScript of /login (floor: ${budgetKb} KB budget)`,
        login,
        budgetKb,
      ),
      bytesMetric(
        'browser.shell.js',
        `JavaScript of the shell, a signed-in first load (floor: ${budgetKb} KB budget)`,
        shell,
        budgetKb,
      ),
      bytesMetric(
        'browser.login-shell.js',
        'JavaScript of /login and the shell together (a first visit up to a signed-in frame)',
        loginAndShell,
      ),
      bytesMetric(
        'browser.landing.js',
        `JavaScript of /login and the first page after sign-in (${runs.landedOn})`,
        landing,
      ),
      bytesMetric(
        'browser.flocks.js',
        'JavaScript of a cold flock list page (floor: react-admin peer)',
        flockList,
        kb(peerList.gzip),
        { rawRatio: Number((flockList.raw / peerList.raw).toFixed(2)) },
      ),
      bytesMetric('browser.peer.js', 'JavaScript of the react-admin peer list page', peerList),
    ],
    notes: [
      'JavaScript in KB gzip (level 9, as the build reports it); raw, on the wire and the ' +
        'file count in the details. The shell: a cold signed-in load of a page inside the frame ' +
        'with almost nothing of its own (the staff role example): React, MUI, the router, the ' +
        'texts, the navigation, toolbar and footer.',
      `Flock list / peer: ${times(flockList.raw / peerList.raw)} the JavaScript raw.`,
    ],
    data: { settings, login, shell, loginAndShell, landing, flockList, peerList, runs },
  };
}
