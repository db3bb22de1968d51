import { expect, test } from '../support/fixtures.ts';
import { dashboardPath, demoAccounts, openSignedIn } from '../support/auth.ts';
import { expectedDriver } from '../support/environment.ts';
import { screenshot } from '../support/screenshot.ts';

test('after sign-in, / leads to the analytics dashboard; the farm dashboard shows admins the live database driver, and everyone the mocked FAQ', async ({
  page,
}) => {
  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/');
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(page.getByTestId('widget1')).toBeVisible();
  await expect(page.getByTestId('server-card')).toHaveCount(0);

  await page.goto('/apps/dashboards/farm');
  await expect(page.getByTestId('health-driver')).toHaveText(expectedDriver());
  await expect(page.getByTestId('faq-first-question')).toHaveText(/\S/);
  await expect(page.getByTestId('figure-dashboard-alive')).toBeVisible();
  await page.getByTestId('help-card').scrollIntoViewIfNeeded();
  await screenshot(page, 'home');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    '/apps/dashboards/farm',
  );
  await expect(page.getByTestId('faq-first-question')).toHaveText(/\S/);
  await expect(page.getByTestId('figure-dashboard-alive')).toBeVisible();
  await expect(page.getByTestId('server-card')).toHaveCount(0);
});
