import { listRows } from './browser/flock-rows.ts';
import { admin, withListServers } from './browser/list-servers.ts';
import { browserRounds, listRun, pageRun, signInRun } from './browser/page-runs.ts';
import { either, totalBytes } from './browser/script-files.ts';
import { browserOutcome } from './browser/summary.ts';
import type { BrowserRuns } from './browser/summary.ts';
import type { Benchmark, BenchmarkOutcome } from './support/metrics.ts';

// The flock list paginates at 25 by default; 50 per page is asked for in its address.
const flockListPath = `/apps/flocks?pageSize=${listRows}`;
const flockList = { container: '[data-testid="record-list-flocks"]', rows: listRows };
const peerList = { container: '#root', rows: listRows };
// The shell alone: a page inside the frame (navigation, toolbar, footer) with almost nothing of
// its own, the staff role example, which says the visitor's role.
const shellPagePath = '/auth/staff-role-example';
const shellPageShown = '[data-testid="current-role"]';

/**
 * Flockbook's pages in Chromium against a minimal react-admin list app built in the same run:
 * the real server on demo data with at least 60 flocks, every load in a fresh context (empty
 * cache) on the loopback network, one unmeasured round first, then `BENCH_BROWSER_RUNS` rounds.
 */
async function runBrowserBenchmark(): Promise<BenchmarkOutcome> {
  const rounds = browserRounds();
  return withListServers('browser', async ({ server, peerServer, flocks, browser, ...peer }) => {
    const runs: BrowserRuns = {
      loginMs: [],
      login: [],
      shell: [],
      loginAndShell: [],
      landing: [],
      landedOn: '',
      flockListMs: [],
      flockList: [],
      peerListMs: [],
      peerList: [],
    };
    for (let round = 0; round <= rounds; round += 1) {
      const visit = await signInRun(browser, server.url, admin);
      // Alternating which list goes first, so neither always meets a busier machine.
      const loadFlocks = () =>
        listRun(browser, `${server.url}${flockListPath}`, flockList, visit.session);
      const loadPeer = () => listRun(browser, `${peerServer.url}/#/flocks`, peerList);
      const [flocksLoad, peerLoad] =
        round % 2 === 0
          ? [await loadFlocks(), await loadPeer()]
          : await loadPeer().then(async (first) => [await loadFlocks(), first] as const);
      if (round === 0) continue;
      const { login, signedIn } = visit;
      const shellLoad = await pageRun(
        browser,
        `${server.url}${shellPagePath}`,
        shellPageShown,
        visit.session,
      );
      const shell = shellLoad.scripts;
      runs.loginMs.push(login.ms);
      runs.login.push(totalBytes(login.scripts));
      runs.shell.push(totalBytes(shell));
      runs.loginAndShell.push(totalBytes(either(login.scripts, shell)));
      runs.landing.push(totalBytes(signedIn.scripts));
      runs.landedOn = signedIn.landedOn;
      runs.flockListMs.push(flocksLoad.ms);
      runs.flockList.push(totalBytes(flocksLoad.scripts));
      runs.peerListMs.push(peerLoad.ms);
      runs.peerList.push(totalBytes(peerLoad.scripts));
    }
    return browserOutcome(runs, {
      rounds,
      flocks: flocks.length,
      flockListPath,
      shellPagePath,
      peerInstalledNow: peer.peerInstalledNow,
    });
  });
}

export const browserBenchmark: Benchmark = { name: 'browser', run: runBrowserBenchmark };
