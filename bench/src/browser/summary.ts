import { metric } from '../support/metrics.ts';
import type { BenchmarkOutcome, Metric } from '../support/metrics.ts';
import type { ScriptBytes } from './script-files.ts';

/** First-load JavaScript budget of /login and of the shell, gzip. */
export const budgetKb = 250;

export type BrowserRuns = {
  loginMs: number[];
  login: ScriptBytes[];
  /** /login and what every signed-in page loads: the files both the first page after sign-in and the flock list load. */
  shell: ScriptBytes[];
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

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
const times = (value: number): string => `${value.toFixed(2)}x`;

function bytesNote(label: string, bytes: ScriptBytes): string {
  return (
    `${label}: ${kb(bytes.gzip)} gzip, ${kb(bytes.raw)} raw, ${kb(bytes.transferred)} ` +
    `on the wire, ${bytes.files} files`
  );
}

function timeMetric(id: string, label: string, runs: number[], floorRuns?: number[]): Metric {
  const details = { runs: runs.map((value) => Math.round(value)).join(' ') };
  return metric(
    { id, label, unit: 'ms', value: median(runs), better: 'lower', details },
    floorRuns === undefined ? undefined : median(floorRuns),
  );
}

/** Times as metrics (the flock list against the peer); bytes, ratios and budgets as notes. */
export function browserOutcome(
  runs: BrowserRuns,
  settings: Record<string, unknown>,
): BenchmarkOutcome {
  const login = medianBytes(runs.login);
  const shell = medianBytes(runs.shell);
  const landing = medianBytes(runs.landing);
  const flockList = medianBytes(runs.flockList);
  const peerList = medianBytes(runs.peerList);
  const peerMs = median(runs.peerListMs);
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
    ],
    notes: [
      bytesNote('JavaScript of /login', login) +
        `: ${times(login.gzip / (budgetKb * 1000))} of the ${budgetKb} KB budget`,
      bytesNote('JavaScript of /login and the shell', shell) +
        `: ${times(shell.gzip / (budgetKb * 1000))} of the ${budgetKb} KB budget`,
      bytesNote(
        `JavaScript of /login and the first page after sign-in (${runs.landedOn})`,
        landing,
      ),
      bytesNote('JavaScript of a cold flock list page (shell included)', flockList),
      bytesNote('JavaScript of the react-admin peer list page', peerList),
      `Flock list / peer: ${times(flockList.gzip / peerList.gzip)} the JavaScript (gzip), ` +
        `${times(flockList.raw / peerList.raw)} raw, ` +
        `${times(median(runs.flockListMs) / peerMs)} the time to 50 rows visible.`,
    ],
    data: { settings, login, shell, landing, flockList, peerList, runs },
  };
}
