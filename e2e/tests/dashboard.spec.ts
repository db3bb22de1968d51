import { expect, test } from '@playwright/test';
import { demoAccounts, signIn } from '../support/auth.ts';
import { apiGet, apiToken, fullScreenshot } from '../support/records.ts';

type Dashboard = {
  birdsAlive: number;
  deathsToday: number;
  activeFlocks: { name: string }[];
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

  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await page.goto('/apps/dashboards/farm');
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
  await fullScreenshot(page, 'dashboard-farm');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  await page.goto('/apps/dashboards/farm');
  await expect(page.getByTestId('figure-dashboard-alive')).toBeVisible();
  await expect(page.getByTestId('figure-dashboard-revenue')).toHaveCount(0);
  await expect(page.getByTestId('figure-dashboard-profit')).toHaveCount(0);
});
