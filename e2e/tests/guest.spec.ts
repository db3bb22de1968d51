import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, submitLogin } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const pricingPath = '/pages/pricing/style-1';

test('a guest reads a public page in the shell, signs in from the user menu and comes back', async ({
  page,
}) => {
  const userUpdates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/user/update')) userUpdates.push(request.url());
  });

  await page.goto(pricingPath);
  await expect(page).toHaveURL(new RegExp(`${pricingPath}$`));
  await expect(page.getByTestId('toolbar-bar')).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Guest');
  // The navigation offers a guest no farm screen.
  await expect(page.getByTestId('navbar')).toBeVisible();
  await expect(page.getByTestId('navbar').getByText('Sales', { exact: true })).toHaveCount(0);

  // A guest's settings change the page only.
  await page.getByTestId('settings-button').click();
  await page.getByTestId('direction-rtl').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('direction-ltr').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.keyboard.press('Escape');
  expect(userUpdates).toEqual([]);

  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveCount(0);
  await screenshot(page, 'guest-user-menu');
  await page.getByRole('menuitem', { name: 'Login' }).click();

  await submitLogin(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await expect(page).toHaveURL(new RegExp(`${pricingPath}$`));
  await expect(page.getByTestId('user-menu-name')).toHaveText(demoAccounts.admin.displayName);
});

test('a guest opening a farm screen is sent to sign in', async ({ page }) => {
  await page.goto('/apps/flocks');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guest reads a public page in Arabic, right to left', async ({ page }) => {
  await page.goto(pricingPath);
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByRole('menuitem', { name: 'تسجيل الدخول' })).toBeVisible();
  await screenshot(page, 'guest-public-page-rtl');
});
