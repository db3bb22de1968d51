import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoAccounts, openSignedIn } from './auth.ts';
import { screenshot } from './screenshot.ts';

export type FlockSummary = {
  id: string;
  name: string;
  handle: string;
  farmId: string;
  farmName: string;
  type: string;
  status: string;
  figures: {
    birdsPlaced: number;
    deaths: number;
    birdsAlive: number;
    mortalityPercent: number;
    withdrawalMeatUntil: string | null;
  };
};

/** An access token for API calls beside the page (set-up and checks). */
export async function apiToken(
  request: APIRequestContext,
  account: 'admin' | 'staff',
): Promise<string> {
  const { email, password } = demoAccounts[account];
  const response = await request.post('/api/auth', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(path, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Gives the demo staff member a farm besides theirs, as an admin does on the People screen. */
export async function giveStaffFarm(request: APIRequestContext, farmId: string): Promise<void> {
  const admin = await apiToken(request, 'admin');
  const people = await apiGet<{ data: { id: string; email: string; farmIds: string[] }[] }>(
    request,
    admin,
    '/api/users',
  );
  const staff = people.data.find((person) => person.email === demoAccounts.staff.email);
  if (!staff) throw new Error('the demo staff member is missing');
  const response = await request.patch(`/api/users/${staff.id}`, {
    data: { farmIds: [...staff.farmIds, farmId] },
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Farms the specs make start with this, so a spec looking for a demo flock passes them by. */
export const TEST_FARM_PREFIX = 'E2E ';

export async function activeBroiler(
  request: APIRequestContext,
  token: string,
): Promise<FlockSummary> {
  const page = await apiGet<{ data: FlockSummary[] }>(
    request,
    token,
    '/api/flocks?status=active&type=broiler&sort=placedOn:desc&pageSize=100',
  );
  // A demo flock: alive birds and recorded deaths (flocks other specs create have none, or
  // stand on farms of their own). A worker's specs place many flocks of their own, newer than
  // the demo's: a page of 100 still reaches the demo flocks.
  const flock = page.data.find(
    (candidate) =>
      candidate.figures.birdsAlive > 100 &&
      candidate.figures.deaths > 0 &&
      !candidate.farmName.startsWith(TEST_FARM_PREFIX),
  );
  if (!flock) throw new Error('The demo data has no active broiler flock with deaths.');
  return flock;
}

/** A full-length screenshot of a page whose content scrolls inside the shell. */
export async function fullScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => {
    const content = document.querySelector('#shell-content');
    let extra = 0;
    for (let node = content?.parentElement; node; node = node.parentElement) {
      if (node.scrollHeight > node.clientHeight + 1) {
        extra = Math.max(extra, node.scrollHeight - node.clientHeight);
      }
    }
    return window.innerHeight + extra;
  });
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, 4000) });
  await page.waitForTimeout(300);
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}

/** Chooses an option of an MUI select found by its label. */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A page of a new browser context, signed in as a demo account, on `path`. */
export async function newSignedInPage(
  browser: Browser,
  account: 'admin' | 'staff',
  path: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await openSignedIn(page, demoAccounts[account].email, demoAccounts[account].password, path);
  return page;
}

/** Today, or a day some days on, as YYYY-MM-DD (the server's calendar is UTC). */
export function isoDay(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
