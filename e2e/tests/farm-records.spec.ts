import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, openSignedIn, signIn } from '../support/auth.ts';
import {
  activeBroiler,
  apiGet,
  apiToken,
  choose,
  fullScreenshot,
  newSignedInPage,
} from '../support/records.ts';
import type { FlockSummary } from '../support/records.ts';
import { screenshot } from '../support/screenshot.ts';
import { openInApp } from '../support/in-app.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('staff records a death from the flock page and sees birds alive and mortality change', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'staff');
  const flock = await activeBroiler(request, token);
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);

  // Without its handle the address is completed with the flock's own.
  await page.goto(`/apps/flocks/${flock.id}`);
  await expect(page).toHaveURL(new RegExp(`/apps/flocks/${flock.id}/${flock.handle}$`));
  await expect(page.getByTestId('flock-name')).toHaveText(flock.name);

  const current = await apiGet<FlockSummary>(request, token, `/api/flocks/${flock.id}`);
  const alive = page.getByTestId('figure-alive-value');
  await expect(alive).toHaveText(current.figures.birdsAlive.toLocaleString('en-GB'));
  await expect(page.getByTestId('flock-edit')).toHaveCount(0);

  await page.getByTestId('quick-add-deaths-open').click();
  const dialog = page.getByTestId('quick-add-deaths');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[name="flockId"]')).toHaveCount(0);
  await dialog.locator('input[name="count"]').fill('3');
  await choose(page, 'Cause', 'Heat stress');
  // A note of this run's own, so the row is found again when the spec runs twice on one server.
  const note = `E2E quick-add ${Date.now().toString(36)}`;
  await dialog.locator('textarea[name="notes"]').fill(note);
  await dialog.getByTestId('record-save').click();
  await expect(dialog).toBeHidden();

  const after = current.figures.birdsAlive - 3;
  const mortality = ((current.figures.deaths + 3) / current.figures.birdsPlaced) * 100;
  await expect(alive).toHaveText(after.toLocaleString('en-GB'));
  await expect(page.getByTestId('figure-deaths-value')).toHaveText(
    (current.figures.deaths + 3).toLocaleString('en-GB'),
  );
  await expect(page.getByTestId('figure-mortality-value')).toHaveText(
    `${(Math.round(mortality * 100) / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`,
  );
  const list = page.getByTestId('record-list-deaths');
  await expect(list.getByRole('row', { name: new RegExp(note) })).toBeVisible();

  await fullScreenshot(page, 'flock-page');
});

test('admin creates a farm and a flock, then two tabs edit the flock and the second sees the conflict', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const farmName = `E2E Farm ${suffix}`;
  const flockName = `E2E Flock ${suffix}`;
  const first = await newSignedInPage(browser, 'admin', '/apps/farm-details');

  await first.getByTestId('record-new').click();
  await expect(first).toHaveURL(/\/apps\/farm$/);
  await first.locator('input[name="name"]').fill(farmName);
  await first.locator('input[name="code"]').fill('E2E');
  await first.locator('input[name="location"]').fill('Kasur, Punjab');
  await first.locator('input[name="capacityBirds"]').fill('12000');
  await first.getByTestId('record-save').click();
  await expect(first).toHaveURL(/\/apps\/farm-details$/);
  await expect(first.getByRole('row', { name: new RegExp(farmName) })).toBeVisible();

  await first.goto('/apps/flocks/new');
  await choose(first, 'Farm', farmName);
  await first.locator('input[name="name"]').fill(flockName);
  await first.locator('input[name="house"]').fill('House A');
  await first.locator('input[name="chicksPlaced"]').fill('5000');
  await first.locator('input[name="chickPrice"]').fill('52.50');
  await first.getByTestId('record-save').click();
  await expect(first.getByTestId('flock-name')).toHaveText(flockName);
  await expect(first.getByTestId('figure-alive-value')).toHaveText('5,000');

  await first.getByTestId('flock-edit').click();
  await expect(first).toHaveURL(/\/apps\/flocks\/[^/]+\/edit$/);
  const editUrl = first.url();

  const second = await newSignedInPage(browser, 'admin', editUrl);
  await expect(second.locator('input[name="house"]')).toHaveValue('House A');
  await expect(first.locator('input[name="house"]')).toHaveValue('House A');

  await first.locator('input[name="house"]').fill('House B');
  await first.getByTestId('record-save').click();
  await expect(first.getByText('Changes saved')).toBeVisible();
  await expect(first.getByTestId('record-version')).toHaveText('Version 2');

  await second.locator('input[name="house"]').fill('House C');
  await second.getByTestId('record-save').click();
  const conflict = second.getByTestId('edit-conflict');
  await expect(conflict).toContainText('Someone else saved this record first');
  await expect(conflict.getByTestId('conflict-theirs-house')).toHaveText('House B');

  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(conflict).toBeHidden();
  await expect(second.locator('input[name="house"]')).toHaveValue('House B');

  // The history shows the first tab's change.
  const history = first.getByTestId('record-history');
  await expect(history.getByTestId('history-entry').first()).toContainText('House B');

  await second.context().close();
  await first.context().close();
});

test('exporting deaths filtered by a flock downloads exactly the filtered rows', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const flock = await activeBroiler(request, token);
  const { total } = await apiGet<{ total: number }>(
    request,
    token,
    `/api/deaths?flockId=${flock.id}&pageSize=1`,
  );
  await openSignedIn(
    page,
    demoAccounts.admin.email,
    demoAccounts.admin.password,
    '/apps/death-details',
  );
  await choose(page, 'Flock', flock.name);
  await expect(page).toHaveURL(new RegExp(`flockId=${flock.id}`));
  await expect(page.getByTestId('record-total')).toHaveText(`${total} in total`);

  // The filtered address can be shared: a reload keeps the filter.
  await page.reload();
  await expect(page.getByTestId('record-total')).toHaveText(`${total} in total`);

  await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  expect(lines[0]).toContain('Flock');
  const rows = lines.slice(1);
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(row).toContain(flock.name);
  await expect(page.getByText(/^Saved deaths/)).toBeVisible();
});

test('staff sees no New button on farms and no Delete on records', async ({ page, request }) => {
  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    '/apps/farm-details',
  );
  await expect(page.getByTestId('record-list-farms').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByTestId('record-new')).toHaveCount(0);
  await fullScreenshot(page, 'farm-list');

  // A farm opens read-only.
  await page.getByTestId('record-list-farms').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/apps\/farm\/[^/]+$/);
  await expect(page.getByTestId('read-only-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByTestId('record-save')).toHaveCount(0);

  // Staff may edit a death but not delete it.
  const token = await apiToken(request, 'staff');
  const flock = await activeBroiler(request, token);
  const deaths = await apiGet<{ data: { id: string }[] }>(
    request,
    token,
    `/api/deaths?flockId=${flock.id}&pageSize=1`,
  );
  const death = deaths.data[0];
  if (!death) throw new Error('The flock has no deaths.');
  await page.goto(`/apps/death/${death.id}`);
  await expect(page.getByTestId('record-save')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByTestId('record-history')).toHaveCount(0);

  await page.goto('/apps/flocks');
  await expect(page.getByTestId('record-new')).toHaveCount(0);
});

test('a death count above the birds alive shows the server message at the count field', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'staff');
  const flock = await activeBroiler(request, token);
  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    '/apps/death/new',
  );
  await choose(page, 'Flock', new RegExp(flock.name));
  await page.locator('input[name="count"]').fill(String(flock.figures.birdsAlive + 1000));
  await choose(page, 'Cause', 'Disease');
  await page.getByTestId('record-save').click();

  const helper = page.locator('#field-count-helper-text');
  await expect(helper).toHaveText(/^Only \d+ birds are alive on \d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('input[name="count"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/apps\/death\/new$/);
  await fullScreenshot(page, 'death-form');
});

test('the flock list shows status, farm, breed, age, birds alive and mortality', async ({
  page,
}) => {
  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/apps/flocks');
  const list = page.getByTestId('record-list-flocks');
  for (const header of [
    'Flock',
    'Status',
    'Farm',
    'Breed',
    'Age (days)',
    'Birds alive',
    'Mortality',
    'Placed on',
  ]) {
    await expect(list.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(list.getByText('Closed').first()).toBeVisible();
  await expect(page.getByTestId('page-total-birdsAlive')).toBeVisible();

  // Sorting goes to the server and into the address.
  await list.getByRole('columnheader', { name: 'Birds alive', exact: true }).click();
  await expect(page).toHaveURL(/sort=birdsAlive%3Aasc/);
  await fullScreenshot(page, 'flock-list');
});

/** Every farm area's list and new-record form, as the menu leads to them. */
const AREA_SCREENS = [
  ['/apps/flocks', '/apps/flocks/new'],
  ['/apps/farm-details', '/apps/farm'],
  ['/apps/feed-details', '/apps/feed/new'],
  ['/apps/feedusage-details', '/apps/feedusage/new'],
  ['/apps/diesel-details', '/apps/diesel/new'],
  ['/apps/medicine-details', '/apps/medicine/new'],
  ['/apps/medicineUse-details', '/apps/medicineUse/new'],
  ['/apps/sales-details', '/apps/sale/new'],
  ['/apps/parties', '/apps/parties/new'],
  ['/apps/death-details', '/apps/death/new'],
  ['/apps/weighing-details', '/apps/weighing/new'],
  ['/apps/eggs-details', '/apps/eggs/new'],
  ['/apps/wood-details', '/apps/wood/new'],
  ['/apps/mess-details', '/apps/mess/new'],
  ['/apps/miscellaneousExpenses-details', '/apps/miscellaneousExpenses/new'],
  ['/apps/employees-salary-details', '/apps/employees-salary/new'],
  ['/apps/employees', '/apps/employees/new'],
  ['/apps/amount-details', '/apps/amount/new'],
].flat();
const OTHER_SCREENS = [
  '/apps/dashboards/farm',
  '/apps/stock',
  '/apps/employees-salary/month',
  '/apps/settings/farm',
  '/apps/settings/users',
];

/** The page is no wider than the phone: neither the window nor the shell's scroll area scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const area = document.querySelector('[data-testid="shell-scroll-area"]');
    return {
      page: document.documentElement.scrollWidth,
      area: area ? area.scrollWidth - area.clientWidth : 0,
    };
  });
  expect(widths.page, `${what} is ${widths.page} px wide`).toBeLessThanOrEqual(390);
  expect(widths.area, `${what} scrolls ${widths.area} px sideways`).toBeLessThanOrEqual(0);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No element wholly on screen shares a pixel with what floats over the page. */
async function expectUncovered(page: Page, elements: Locator, what: string): Promise<void> {
  const floating = [page.getByTestId('settings-button'), page.getByTestId('shell-footer')];
  const covers = (await Promise.all(floating.map((item) => item.boundingBox()))).filter(
    (box): box is Box => box !== null,
  );
  expect(covers.length, 'the settings button and the footer are shown').toBe(2);
  const height = page.viewportSize()?.height ?? 0;
  let seen = 0;
  for (const element of await elements.all()) {
    const box = (await element.isVisible()) ? await element.boundingBox() : null;
    // Only what lies wholly on screen: the rest is brought there by scrolling.
    if (!box || box.y < 0 || box.y + box.height > height) continue;
    seen += 1;
    for (const cover of covers) expect(overlaps(box, cover), `${what} is covered`).toBe(false);
  }
  expect(seen, `${what}: some are on screen`).toBeGreaterThan(0);
}

/**
 * Opens a screen in the running app, as a menu link does, and waits until its page is drawn
 * with its data.
 */
async function openScreen(page: Page, path: string): Promise<void> {
  await openInApp(page, path, 10_000);
  await page.waitForFunction(() => {
    const busy = document.querySelector(
      '[data-testid="loading-state"], [data-testid="route-progress"], [data-testid="record-list-loading"]',
    );
    return !busy && document.querySelector('#shell-content h1') !== null;
  });
}

async function scrollToEnd(page: Page): Promise<void> {
  await page.getByTestId('shell-scroll-area').evaluate((area) => {
    area.scrollTop = area.scrollHeight;
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

test('on a 390 px phone the farm screens fit, lists are cards, the flock page starts with its quick-add and nothing covers the fields', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await apiToken(request, 'admin');
  const flock = await activeBroiler(request, token);
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);

  for (const lang of ['en', 'ar'] as const) {
    await page.evaluate((language) => localStorage.setItem('flockbook.language', language), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    for (const path of [...OTHER_SCREENS, ...AREA_SCREENS]) {
      await openScreen(page, path);
      await expectNoSidewaysScroll(page, `${path} (${lang})`);
    }

    // The farm period report, a dialog of the dashboard.
    await page.goto('/apps/dashboards/farm');
    await page.getByTestId('farm-report-open').click();
    await expect(page.getByTestId('report-farm')).toBeVisible();
    await expectNoSidewaysScroll(page, `the farm report (${lang})`);
    await page.keyboard.press('Escape');

    // A record list is cards of the key columns; the last one is clear of the footer; Enter opens one.
    await page.goto('/apps/death-details');
    const list = page.getByTestId('record-list-deaths');
    await expect(list.getByRole('table')).toHaveCount(0);
    const cards = list.getByTestId('record-card');
    await expect(cards.first()).toBeVisible();
    const flockLabel = lang === 'en' ? 'Flock' : 'القطيع';
    await expect(cards.first().locator('dt', { hasText: flockLabel })).toBeVisible();
    await screenshot(page, `phone-death-cards-${lang}`);
    await scrollToEnd(page);
    await expectUncovered(
      page,
      page.getByTestId('list-pagination'),
      'the paging after the last card',
    );
    await expectUncovered(page, cards.last(), 'the last card');
    await cards.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/death\/[^/]+$/);

    // A form: its fields are clear of the settings button and the footer, at its top and end.
    await page.goto('/apps/death/new');
    const fields = page.getByTestId('shell-content').locator('.MuiFormControl-root');
    await expect(fields.first()).toBeVisible();
    await expectUncovered(page, fields, 'a form field');
    await screenshot(page, `phone-death-form-${lang}`);
    await scrollToEnd(page);
    await expectUncovered(page, fields, 'a form field at the end');
    await expectUncovered(page, page.getByTestId('record-save'), 'the save button');

    // The flock page offers its quick-add on the first screen, above the figures and charts.
    await page.goto(`/apps/flocks/${flock.id}/${flock.handle}`);
    const quickAdd = page.getByTestId('flock-quick-add');
    await expect(quickAdd).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page, `the flock page (${lang})`);
    await screenshot(page, `phone-flock-page-${lang}`);
    await quickAdd.click();
    await page.getByTestId('flock-quick-add-deaths').click();
    const dialog = page.getByTestId('quick-add-deaths');
    await expect(dialog.locator('input[name="count"]')).toBeVisible();
    await expect(dialog.locator('input[name="flockId"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
