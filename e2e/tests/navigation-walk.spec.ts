import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import { describePageProblems, watchPageProblems } from '../support/console-errors.ts';
import type { PageProblem } from '../support/console-errors.ts';

/**
 * Opens every page the side navigation offers a user and lists the entries that lead nowhere:
 * to the 404 page, to the route error page, to sign-in for a guest, or to a page that never draws.
 * A walk also fails on anything the pages report as wrong on the way: console errors, uncaught
 * errors and content-security-policy violations (support/console-errors.ts).
 */

const ERROR_404 = '/pages/errors/error-404';
/** The route error page's title in English and in Arabic. */
const ROUTE_ERROR_TITLES = ['Something went wrong', 'حدث خطأ ما'];
const START_PAGE = '/documentation/getting-started';
const LANGUAGE_STORAGE_KEY = 'flockbook.language';

type NavigationEntry = { id: string; href: string };

test.use({ viewport: { width: 1440, height: 900 } });
// The walks share nothing: each may run on a worker of its own.
test.describe.configure({ mode: 'parallel' });

/**
 * Opens every collapse of the side navigation, then reads its in-app entries. Read on a phone-sized
 * window, where every layout (vertical or horizontal) offers the same navigation in a drawer.
 */
async function collectNavigation(page: Page): Promise<NavigationEntry[]> {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto(START_PAGE);
  await page.getByTestId('navbar-toggle').filter({ visible: true }).first().click();
  const navbar = page.getByTestId('navbar-mobile');
  await expect(navbar.locator('[data-navigation-id]').first()).toBeVisible();
  const closed = navbar.locator('[data-navigation-id][aria-expanded="false"]');
  for (let opened = 0; (await closed.count()) > 0; opened += 1) {
    if (opened > 300) throw new Error('The navigation keeps offering collapses to open.');
    await closed.first().click();
  }
  const entries = await navbar.locator('a[data-navigation-id]').evaluateAll((links) =>
    links.map((link) => ({
      id: link.getAttribute('data-navigation-id') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  );
  if (wide) await page.setViewportSize(wide);
  return entries.filter((entry) => entry.href.startsWith('/') && !entry.href.startsWith('//'));
}

/**
 * Opens an entry as the navigation's links do: in the running app, without loading the page
 * anew (a history entry and a popstate, which the router follows as it does the back button).
 * Resolves once the page of the route before is gone, or after `settleMs` when the entry keeps
 * the same route (its page box is keyed by route), so a check never reads the page before.
 */
async function openInApp(page: Page, href: string, settleMs = 1_500): Promise<void> {
  await page.evaluate(
    async ({ target, waitMs }) => {
      const before = document.querySelector(
        '[data-testid="shell-content"] > :not([role=progressbar])',
      );
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      if (before === null) return;
      const until = Date.now() + waitMs;
      while (before.isConnected && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { target: href, waitMs: settleMs },
  );
}

/** What is wrong with the page an entry opens, or null when it drew a page of its own. */
async function problemOf(
  page: Page,
  entry: NavigationEntry,
  guest: boolean,
): Promise<string | null> {
  await openInApp(page, entry.href);
  const rendered = await page
    .waitForFunction(
      () => {
        const busy = document.querySelector(
          '[data-testid="splash-screen"], [data-testid="loading-state"], [data-testid="route-progress"]',
        );
        const content = document.querySelector('[data-testid="shell-content"]');
        return !busy && (content?.textContent ?? '').trim().length > 0;
      },
      null,
      { timeout: 45_000 },
    )
    .then(() => true)
    .catch(() => false);
  const path = new URL(page.url()).pathname;
  if (path === ERROR_404 && entry.href !== ERROR_404) return 'lands on the 404 page';
  for (const title of ROUTE_ERROR_TITLES) {
    if ((await page.getByText(title, { exact: true }).count()) > 0)
      return 'shows the route error page';
  }
  if (guest && path === '/login') return 'sends a guest to sign in';
  if (!rendered) return 'never draws its content';
  return null;
}

/**
 * The watch itself must catch what it looks for: a console error and a policy violation (a
 * picture from an origin the policy does not allow), made on purpose and then forgotten.
 */
async function checkTheWatch(page: Page, problems: PageProblem[]): Promise<void> {
  await page.evaluate(() => {
    console.error('A console error the walk makes to check its watch.');
    const probe = document.createElement('img');
    probe.src = 'https://policy-probe.invalid/picture.png';
    probe.hidden = true;
    document.body.append(probe);
  });
  await expect
    .poll(() => problems.map((problem) => problem.source).sort())
    .toEqual(expect.arrayContaining(['console', 'csp']));
  await page.evaluate(() => document.querySelector('img[src*="policy-probe"]')?.remove());
  problems.length = 0;
}

async function walk(
  page: Page,
  who: 'admin' | 'staff' | 'guest',
  language: 'en' | 'ar' = 'en',
): Promise<void> {
  const guest = who === 'guest';
  const problems = await watchPageProblems(page);
  if (who === 'guest') await page.goto(START_PAGE);
  else await openSignedIn(page, demoAccounts[who].email, demoAccounts[who].password, START_PAGE);
  if (language !== 'en') {
    await page.evaluate(({ key, code }) => localStorage.setItem(key, code), {
      key: LANGUAGE_STORAGE_KEY,
      code: language,
    });
  }
  // The app is loaded once; every entry is then opened inside it, as a click on it would.
  await page.goto(START_PAGE);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await checkTheWatch(page, problems);
  // The check itself must catch a dead link.
  expect(await problemOf(page, { id: 'unknown', href: '/apps/no-such-page' }, guest)).toBe(
    'lands on the 404 page',
  );
  const entries = await collectNavigation(page);
  expect(entries.length, 'the navigation offers pages').toBeGreaterThan(0);
  await page.goto(START_PAGE);
  const dead: string[] = [];
  const moved: string[] = [];
  const reported: string[] = [];
  for (const entry of entries) {
    const before = problems.length;
    const problem = await problemOf(page, entry, guest);
    if (problem) dead.push(`${entry.id} (${entry.href}): ${problem}`);
    const found = problems.slice(before);
    if (found.length > 0)
      reported.push(`${entry.id} (${entry.href}):\n${describePageProblems(found)}`);
    const landed = new URL(page.url()).pathname;
    if (!problem && !landed.startsWith(entry.href.split(/[?#]/)[0] ?? entry.href))
      moved.push(`${entry.id} (${entry.href}) opens ${landed}`);
  }
  test.info().annotations.push({
    type: 'walked',
    description: `${entries.length} entries (${language}), ${dead.length} dead, ${problems.length} problems`,
  });
  console.log(
    `${who} (${language}): ${entries.length} entries walked, ${dead.length} dead, ` +
      `${problems.length} problems reported` +
      dead.map((line) => `\n  ${line}`).join('') +
      moved.map((line) => `\n  (moved on) ${line}`).join('') +
      reported.map((line) => `\n  (reported) ${line}`).join(''),
  );
  expect(dead, `${dead.length} of ${entries.length} navigation entries lead nowhere`).toEqual([]);
  expect(problems, `the pages reported problems:\n${describePageProblems(problems)}`).toEqual([]);
}

test('every navigation entry an admin sees opens a page', async ({ page }) => {
  test.setTimeout(30 * 60_000);
  await walk(page, 'admin');
});

test('every navigation entry an admin sees opens a page in Arabic', async ({ page }) => {
  test.setTimeout(30 * 60_000);
  await walk(page, 'admin', 'ar');
});

test('every navigation entry staff see opens a page', async ({ page }) => {
  test.setTimeout(30 * 60_000);
  await walk(page, 'staff');
});

test('every navigation entry a guest sees opens a public page', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  await walk(page, 'guest');
});
