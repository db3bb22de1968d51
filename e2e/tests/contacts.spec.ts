import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function newUser(page: Page, request: Parameters<typeof registerAccount>[0], name: string) {
  const account = await registerAccount(request, name);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('shell-toolbar')).toBeVisible();
}

const row = (page: Page, name: string) =>
  page.getByTestId('contact-row').filter({ has: page.getByText(name, { exact: true }) });

test('Contacts: add a contact, star it, find it under Starred, then remove it', async ({
  page,
  request,
}) => {
  await newUser(page, request, 'contacts');
  // The toolbar's Contacts shortcut lands on every contact.
  await page.getByTestId('shortcut-bar').locator('a[href="/apps/contacts"]').click();
  await expect(page).toHaveURL(/\/apps\/contacts\/all$/);
  await expect(page.getByTestId('contact-row').first()).toBeVisible();
  await expect(row(page, 'Amira Haddad')).toBeVisible();

  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByTestId('contact-dialog');
  await dialog.locator('input[name="name"]').fill('Nadia');
  await dialog.locator('input[name="lastName"]').fill('Farouk');
  await dialog.locator('input[name="company"]').fill('Hatchery One');
  await dialog.locator('input[name="jobTitle"]').fill('Hatchery manager');
  await dialog.locator('input[name="email"]').fill('nadia@hatchery.example');
  await dialog.locator('input[name="phone"]').fill('+1 555 0199');
  await dialog.locator('input[name="birthday"]').fill('1988-06-12');
  await dialog.locator('textarea[name="notes"]').fill('Day-old chicks every six weeks.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = row(page, 'Nadia Farouk');
  await expect(added).toContainText('Hatchery One');
  await expect(added).toContainText('nadia@hatchery.example');

  await added.getByTestId('contact-star').click();
  await expect(added.getByTestId('contact-star')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('contacts-nav-starred').click();
  await expect(page).toHaveURL(/\/apps\/contacts\/starred$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Starred' })).toBeVisible();
  await expect(row(page, 'Nadia Farouk')).toBeVisible();
  await expect(row(page, 'Daniel Brooks')).toHaveCount(0);
  await page.mouse.move(0, 0);
  await screenshot(page, 'contacts-starred');

  await row(page, 'Nadia Farouk').getByTestId('contact-name').click();
  await expect(dialog.locator('input[name="company"]')).toHaveValue('Hatchery One');
  // Escape closes the dialog without a change.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await row(page, 'Nadia Farouk').getByTestId('contact-name').click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove contact?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Contact removed.')).toBeVisible();
  await expect(row(page, 'Nadia Farouk')).toHaveCount(0);
  await page.getByTestId('contacts-nav-all').click();
  await expect(row(page, 'Amira Haddad')).toBeVisible();
  await expect(row(page, 'Nadia Farouk')).toHaveCount(0);
});

test('Contacts reads right to left in Arabic', async ({ page, request }) => {
  await newUser(page, request, 'contacts-arabic');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('shortcut-bar').locator('a[href="/apps/contacts"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'كل جهات الاتصال' })).toBeVisible();
  await expect(page.getByTestId('contact-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'إضافة جهة اتصال' }).click();
  const dialog = page.getByTestId('contact-dialog');
  await expect(dialog.getByRole('heading', { name: 'جهة اتصال جديدة' })).toBeVisible();
  await screenshot(page, 'contacts-dialog-rtl');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('contact-row').nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('contacts-title')).toHaveText('1 محددة');
  await page.mouse.move(0, 0);
  await screenshot(page, 'contacts-rtl');
});
