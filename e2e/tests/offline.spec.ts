import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, signIn } from '../support/auth.ts';
import { describePageProblems, watchPageProblems } from '../support/console-errors.ts';
import { controllingWorker, expectFilesKept } from '../support/offline.ts';
import { apiPost, apiToken } from '../support/records.ts';
import { screenshot } from '../support/screenshot.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A farm read made by the page (through its worker) with the signed-in user's token. */
function readInPage(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('jwt_access_token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { name?: string };
    return {
      status: response.status,
      name: body.name,
      savedAt: response.headers.get('x-flockbook-saved-at'),
    };
  }, path);
}

async function offlinePage(context: BrowserContext, path: string): Promise<Page> {
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

test('the app worker keeps the sample apps mocked and never answers a farm read from the device while online', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const problems = await watchPageProblems(page);
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  expect(await controllingWorker(page)).toBe('/sw.js');

  // Installable: the page names its manifest, which names the app, its start and its icons.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Flockbook',
    start_url: '/apps/daily-round',
    display: 'standalone',
  });
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');

  // A sample app is still answered by the in-browser mock, inside the same worker.
  await page.goto('/apps/mail');
  await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);
  await expect(page.getByTestId('mail-list-item').first()).toBeVisible();
  expect(await controllingWorker(page)).toBe('/sw.js');
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => registration.active?.scriptURL,
    ),
  );
  expect(registrations).toHaveLength(1);

  // A farm read reflects the server's change at once: the device's copy is never used online.
  const admin = await apiToken(request, 'admin');
  const farm = await apiPost<{ id: string; name: string; version: number }>(
    request,
    admin,
    '/api/farms',
    { name: `E2E Offline ${Date.now().toString(36)}` },
  );
  const first = await readInPage(page, `/api/farms/${farm.id}`);
  expect(first).toEqual({ status: 200, name: farm.name, savedAt: null });
  const renamed = `${farm.name} renamed`;
  const patched = await request.patch(`/api/farms/${farm.id}`, {
    data: { name: renamed, version: farm.version },
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  expect(await readInPage(page, `/api/farms/${farm.id}`)).toEqual({
    status: 200,
    name: renamed,
    savedAt: null,
  });

  // Without a connection the same read is the last good answer, marked as such.
  await page.context().setOffline(true);
  const offline = await readInPage(page, `/api/farms/${farm.id}`);
  expect(offline.name).toBe(renamed);
  expect(offline.savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  await page.context().setOffline(false);

  // Signing out forgets the reads saved on the device.
  const savedReads = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('flockbook-api-')),
    );
  expect(await savedReads()).toHaveLength(1);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(savedReads).toEqual([]);

  expect(problems, describePageProblems(problems)).toEqual([]);
});

test('after one visit online, a farm page opens with the network off, still signed in', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
    await page.goto('/apps/farm-details');
    // At phone width each farm is a card.
    const card = page.getByTestId('record-card').first();
    await expect(card).toBeVisible();
    const firstCard = (await card.textContent()) ?? '';
    await controllingWorker(page);
    await expectFilesKept(page);
    // A sample app last: the mock inside the worker starts, and the closing of its last page
    // (which tells the mock) must not take the worker, and the offline app, with it.
    await page.goto('/apps/todo');
    await expect(page.getByTestId('todo-list')).toBeVisible();
    // What the mock's page says as it closes, said while it is the worker's only page: the
    // mock's own worker would unregister itself then. Watched from inside the worker.
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('No service worker runs for the page.');
    await worker.evaluate(() => {
      const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
      const unregister = registration.unregister.bind(registration);
      Object.assign(self, { unregistered: false });
      registration.unregister = () => {
        Object.assign(self, { unregistered: true });
        return unregister();
      };
    });
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('CLIENT_CLOSED'));
    // The todo list's own requests still reach the mock after the message is handled.
    await page.getByTestId('todo-list').waitFor();
    await page.waitForTimeout(500);
    expect(await worker.evaluate(() => Reflect.get(self, 'unregistered'))).toBe(false);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => context.pages().length).toBe(0);

    const offline = await offlinePage(context, '/apps/farm-details');
    const problems = await watchPageProblems(offline);
    await expect(offline).toHaveURL(/\/apps\/farm-details$/);
    await expect(offline.getByTestId('record-card').first()).toHaveText(firstCard);
    expect(await controllingWorker(offline)).toBe('/sw.js');
    await screenshot(offline, 'offline-farm-list');

    // A reload without a connection keeps the user signed in and the page drawn.
    await offline.reload();
    await expect(offline).toHaveURL(/\/apps\/farm-details$/);
    await expect(offline.getByTestId('record-card').first()).toHaveText(firstCard);
    const registrations = await offline.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    );
    expect(registrations).toBe(1);
    // Reads nobody saved fail as before (a message, not a blank page); nothing else goes wrong.
    expect(
      problems.filter(
        (problem) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(problem.text),
      ),
      describePageProblems(problems),
    ).toEqual([]);
  } finally {
    await context.close();
  }
});
