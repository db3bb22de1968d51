import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { demoAccounts, submitLogin } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const gettingStarted = '/documentation/getting-started';
const components = '/documentation/components';

test.use({ viewport: { width: 1440, height: 900 } });

async function switchToArabic(page: Page): Promise<void> {
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('a guest reads Getting started, follows its contents and signs in from the user menu', async ({
  page,
}) => {
  await page.goto(gettingStarted);
  const doc = page.getByTestId('documentation-getting-started');
  await expect(doc.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Guest');
  await expect(doc.locator('pre code').filter({ hasText: 'npm ci' })).toBeVisible();
  await expect(doc.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(/#configuration$/);
  await expect(doc.locator('h2#configuration')).toBeInViewport();
  await screenshot(page, 'documentation-getting-started');

  // A link in the text opens the other page in place.
  await doc.getByRole('link', { name: 'Authentication' }).first().click();
  await expect(page).toHaveURL(/\/documentation\/authentication$/);
  const auth = page.getByTestId('documentation-authentication');
  await expect(
    auth.getByRole('heading', { name: 'OpenID Connect and Firebase sign-in' }),
  ).toBeVisible();
  await expect(auth.getByText('Sign in with Auth0', { exact: false }).first()).toBeVisible();

  await page.goto(gettingStarted);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Login' }).click();
  await submitLogin(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await expect(page).toHaveURL(new RegExp(`${gettingStarted}$`));
  await expect(page.getByTestId('user-menu-name')).toHaveText(demoAccounts.admin.displayName);
  await expect(doc.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
});

test('the components page runs its live examples', async ({ page }) => {
  await page.goto(components);
  const doc = page.getByTestId('documentation-components');
  await doc.getByTestId('live-example-snackbar').getByRole('button', { name: 'Success' }).click();
  await expect(page.getByTestId('global-snackbar').getByText('Flock saved')).toBeVisible();

  const scaffold = doc.getByTestId('live-example-page-scaffold');
  const sidebar = scaffold.getByTestId('example-sidebar');
  await expect(sidebar).toBeVisible();
  await scaffold.getByRole('button', { name: 'Show or hide the filters' }).click();
  await expect(sidebar).toBeHidden();
  await scaffold.getByRole('button', { name: 'Show or hide the filters' }).click();
  await expect(sidebar).toBeVisible();
  // The sidebar slides open before the picture is taken.
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  await screenshot(page, 'documentation-components');
});

test('documentation pages read right to left in Arabic, code still left to right', async ({
  page,
}) => {
  await page.goto(components);
  await switchToArabic(page);
  const doc = page.getByTestId('documentation-components');
  await expect(doc.getByRole('heading', { level: 1, name: 'المكونات' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'في هذه الصفحة' })).toBeVisible();
  const code = doc.locator('pre').first();
  await expect(code).toHaveCSS('direction', 'ltr');
  await expect(
    doc.getByTestId('live-example-snackbar').getByRole('button', { name: 'نجاح' }),
  ).toBeVisible();
  await screenshot(page, 'documentation-components-rtl');

  await page.goto(gettingStarted);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const started = page.getByTestId('documentation-getting-started');
  await expect(started.getByRole('heading', { level: 1, name: 'البدء' })).toBeVisible();
  await expect(started.locator('pre').first()).toHaveCSS('direction', 'ltr');
  await screenshot(page, 'documentation-getting-started-rtl');
});

test("one documentation page's text loads only when that page is opened", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  const loaded = async (text: string) => (await Promise.all(scripts)).some((s) => s.includes(text));
  await page.goto('/documentation/changelog');
  await expect(page.getByTestId('documentation-changelog')).toBeVisible();
  const gettingStartedText = 'A production start';
  expect(await loaded(gettingStartedText)).toBe(false);

  await page
    .getByTestId('navbar')
    .locator('[data-navigation-id="documentation.getting-started"]')
    .click();
  await expect(page.getByTestId('documentation-getting-started')).toBeVisible();
  await expect.poll(() => loaded(gettingStartedText)).toBe(true);
});
