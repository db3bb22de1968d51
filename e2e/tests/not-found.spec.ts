import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

test('an unknown page leads to the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page).toHaveURL(/\/pages\/errors\/error-404$/);
});

test('an unknown API route answers a JSON problem with status 404', async ({ request }) => {
  const response = await request.get('/api/nope');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  const body: unknown = await response.json();
  expect(body).toMatchObject({ status: 404 });
});

test('the 404 page finds an app by its name and opens it', async ({ page }) => {
  await openSignedIn(
    page,
    demoAccounts.admin.email,
    demoAccounts.admin.password,
    '/pages/errors/error-404',
  );
  await page.getByLabel('Search for the page you wanted').fill('calend');
  await page.getByTestId('not-found-search-option').filter({ hasText: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/apps\/calendar$/);
});

test('a guest on the 404 page can sign in, and reads it in Arabic', async ({ page }) => {
  await page.goto('/pages/errors/error-404');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Search for the page you wanted').fill('zzzz');
  await expect(page.getByText('No results..')).toBeVisible();
  await screenshot(page, 'error-404');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshot(page, 'error-404-rtl');
});
