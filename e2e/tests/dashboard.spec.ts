import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import { apiGet, apiToken, choose, fullScreenshot } from '../support/records.ts';

type Dashboard = {
  birdsAlive: number;
  deathsToday: number;
  activeFlocks: { name: string }[];
  stock: { farmName: string }[];
  month: { revenue: string } | null;
};

test.use({ viewport: { width: 1440, height: 900 } });

test('the farm dashboard shows the API figures, with money for admins only', async ({
  page,
  request,
}) => {
  const admin = await apiGet<Dashboard>(
    request,
    await apiToken(request, 'admin'),
    '/api/dashboard',
  );
  expect(admin.month).not.toBeNull();

  await openSignedIn(
    page,
    demoAccounts.admin.email,
    demoAccounts.admin.password,
    '/apps/dashboards/farm',
  );
  await expect(page.getByTestId('figure-dashboard-alive-value')).toHaveText(
    admin.birdsAlive.toLocaleString('en-GB'),
  );
  await expect(page.getByTestId('figure-dashboard-deaths-value')).toHaveText(
    admin.deathsToday.toLocaleString('en-GB'),
  );
  const flocks = page.getByTestId('dashboard-active-flocks');
  for (const flock of admin.activeFlocks) {
    await expect(flocks.getByRole('link', { name: flock.name })).toBeVisible();
  }
  await expect(page.getByTestId('figure-dashboard-revenue')).toBeVisible();
  await expect(page.getByTestId('dashboard-closed-chart').locator('svg').first()).toBeVisible();
  await fullScreenshot(page, 'dashboard-farm');

  // The farm period report: chosen farm and dates, Excel, saved under the server's name.
  await page.getByRole('button', { name: 'Farm report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Farm period report' });
  await choose(page, 'Farm', admin.stock[0]?.farmName ?? '');
  await dialog.getByLabel('Excel').check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^farm-report-.+\.xlsx$/);
  const workbook = await readFile((await file.path()) ?? '');
  expect(workbook.subarray(0, 2).toString()).toBe('PK');
  await expect(dialog).toBeHidden();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    '/apps/dashboards/farm',
  );
  await expect(page.getByTestId('figure-dashboard-alive')).toBeVisible();
  await expect(page.getByTestId('figure-dashboard-revenue')).toHaveCount(0);
  await expect(page.getByTestId('figure-dashboard-profit')).toHaveCount(0);
});
