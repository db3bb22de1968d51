import { expect, test } from '../support/fixtures.ts';
import { dashboardPath, demoAccounts, signIn } from '../support/auth.ts';
import { expectedDriver } from '../support/environment.ts';
import { screenshot } from '../support/screenshot.ts';

test('after sign-in, / leads to the dashboard with the live database driver and the mocked FAQ', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await page.goto('/');

  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(page.getByTestId('health-driver')).toHaveText(expectedDriver());
  await expect(page.getByTestId('faq-first-question')).toHaveText(/\S/);

  await screenshot(page, 'home');
});
