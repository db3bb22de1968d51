import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import { axeViolations } from '../support/axe.ts';
import { openInApp, pageDrawn } from '../support/in-app.ts';
import { describePageProblems, watchPageProblems } from '../support/console-errors.ts';
import type { PageProblem } from '../support/console-errors.ts';

/**
 * Opens every page the side navigation offers a user and lists the entries that lead nowhere:
 * to the 404 page, to the route error page, to sign-in for a guest, or to a page that never draws.
 * A walk also fails on anything the pages report as wrong on the way: console errors, uncaught
 * errors and content-security-policy violations (support/console-errors.ts), and on any axe
 * violation of WCAG 2.0 and 2.1, levels A and AA, on a page that drew (support/axe.ts).
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

/** What is wrong with the page an entry opens, or null when it drew a page of its own. */
async function problemOf(
  page: Page,
  entry: NavigationEntry,
  guest: boolean,
): Promise<string | null> {
  await openInApp(page, entry.href);
  const rendered = await pageDrawn(page);
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

/** Axe must find what it looks for: a picture with no text, added on purpose and removed. */
async function checkTheAxe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = document.createElement('img');
    probe.id = 'axe-probe';
    probe.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    probe.width = 16;
    probe.height = 16;
    document.body.append(probe);
  });
  expect((await axeViolations(page)).join('\n')).toContain('image-alt');
  await page.evaluate(() => document.getElementById('axe-probe')?.remove());
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
  await checkTheAxe(page);
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
  const inaccessible: string[] = [];
  let checkedShell = false;
  for (const entry of entries) {
    const before = problems.length;
    const problem = await problemOf(page, entry, guest);
    if (problem) dead.push(`${entry.id} (${entry.href}): ${problem}`);
    else {
      // The shell around the pages (navigation, toolbar, footer) is checked whole on the first
      // page; after it, each page's own content, which is all that changes.
      const scope = checkedShell ? '#shell-content' : undefined;
      checkedShell = true;
      const found = await axeViolations(page, scope);
      inaccessible.push(...found.map((line) => `${entry.href}: ${line}`));
    }
    const found = problems.slice(before);
    if (found.length > 0)
      reported.push(`${entry.id} (${entry.href}):\n${describePageProblems(found)}`);
    const landed = new URL(page.url()).pathname;
    if (!problem && !landed.startsWith(entry.href.split(/[?#]/)[0] ?? entry.href))
      moved.push(`${entry.id} (${entry.href}) opens ${landed}`);
  }
  test.info().annotations.push({
    type: 'walked',
    description:
      `${entries.length} entries (${language}), ${dead.length} dead, ${problems.length} problems, ` +
      `${inaccessible.length} axe violations`,
  });
  console.log(
    `${who} (${language}): ${entries.length} entries walked, ${dead.length} dead, ` +
      `${problems.length} problems reported, ${inaccessible.length} axe violations` +
      dead.map((line) => `\n  ${line}`).join('') +
      moved.map((line) => `\n  (moved on) ${line}`).join('') +
      reported.map((line) => `\n  (reported) ${line}`).join('') +
      inaccessible.map((line) => `\n  (axe) ${line}`).join(''),
  );
  expect(dead, `${dead.length} of ${entries.length} navigation entries lead nowhere`).toEqual([]);
  expect(problems, `the pages reported problems:\n${describePageProblems(problems)}`).toEqual([]);
  expect(inaccessible, 'axe (WCAG 2.1 AA) on every page walked').toEqual([]);
}

const walks = [
  { who: 'admin', language: 'en', title: 'every navigation entry an admin sees opens a page' },
  {
    who: 'admin',
    language: 'ar',
    title: 'every navigation entry an admin sees opens a page in Arabic',
  },
  { who: 'staff', language: 'en', title: 'every navigation entry staff see opens a page' },
  {
    who: 'staff',
    language: 'ar',
    title: 'every navigation entry staff see opens a page in Arabic',
  },
  {
    who: 'guest',
    language: 'en',
    title: 'every navigation entry a guest sees opens a public page',
  },
  {
    who: 'guest',
    language: 'ar',
    title: 'every navigation entry a guest sees opens a public page in Arabic',
  },
] as const;

for (const { who, language, title } of walks) {
  test(title, async ({ page }) => {
    test.setTimeout((who === 'guest' ? 15 : 30) * 60_000);
    await walk(page, who, language);
  });
}
