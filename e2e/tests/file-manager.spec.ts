import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

test.use({ viewport: { width: 1366, height: 900 } });

async function openFiles(page: Page, request: Parameters<typeof registerAccount>[0], name: string) {
  const account = await registerAccount(request, name);
  await openSignedIn(page, account.email, account.password, '/apps/file-manager');
  await expect(row(page, 'Farm biosecurity plan.pdf')).toBeVisible();
}

const row = (page: Page, name: string) =>
  page.getByTestId('file-row').filter({ has: page.getByText(name, { exact: true }) });

test('File manager: see a file’s details, open a folder and come back, search', async ({
  page,
  request,
}) => {
  await openFiles(page, request, 'files');
  await expect(page.getByText('Select a file or folder to see its details.')).toBeVisible();

  await row(page, 'Farm biosecurity plan.pdf').click();
  const details = page.getByTestId('file-details');
  await expect(details.getByTestId('file-details-name')).toHaveText('Farm biosecurity plan.pdf');
  await expect(details.getByTestId('file-detail-type')).toHaveText('PDF document');
  await expect(details.getByTestId('file-detail-size')).toHaveText('1.2 MB');
  await expect(details.getByTestId('file-detail-owner')).toHaveText('Grace Okafor');
  await expect(details.getByTestId('file-detail-location')).toHaveText('My Files');
  await details.getByRole('switch', { name: 'Available offline' }).click();
  await expect(
    page.getByText('“Farm biosecurity plan.pdf” is no longer kept offline.'),
  ).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'file-manager');

  // Into a folder by double click, one deeper by keyboard, and back by the breadcrumbs.
  await row(page, 'House photos').dblclick();
  await expect(row(page, 'House 3 drinker line 4.jpg')).toBeVisible();
  await row(page, 'House 3 drinker line 4.jpg').click();
  await expect(details.getByTestId('file-preview')).toBeVisible();
  await expect(details.getByTestId('file-detail-location')).toHaveText('My Files / House photos');
  await screenshot(page, 'file-manager-photo');
  const crumbs = page.getByTestId('file-breadcrumbs');
  await crumbs.getByRole('button', { name: 'My Files' }).click();
  await expect(row(page, 'Feed invoices')).toBeVisible();
  await row(page, 'Feed invoices').focus();
  await page.keyboard.press('Enter');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Feed invoices');
  await expect(row(page, 'Archive 2025')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Archive 2025');
  await expect(row(page, 'Supplier contracts 2025.pdf')).toBeVisible();
  await crumbs.getByRole('button', { name: 'My Files' }).click();
  await expect(row(page, 'Read me.txt')).toBeVisible();

  const search = page.getByLabel('Search files');
  await search.fill('invoice');
  await expect(page.getByTestId('file-name')).toHaveText([
    'Feed invoices',
    'Invoice FM-2291 starter crumble.pdf',
    'Invoice FM-2304 grower pellets.pdf',
    'Invoices 2025 summary.xlsx',
  ]);
  await search.fill('hatching eggs');
  await expect(page.getByText('No file or folder matches “hatching eggs”.')).toBeVisible();
});

test('File manager reads right to left in Arabic', async ({ page, request }) => {
  await openFiles(page, request, 'files-arabic');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مدير الملفات' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'الاسم' })).toBeVisible();

  await row(page, 'Vaccination').dblclick();
  await row(page, 'Vaccination schedule broilers.pdf').click();
  const details = page.getByTestId('file-details');
  await expect(details.getByTestId('file-detail-type')).toHaveText('مستند PDF');
  await expect(details.getByTestId('file-detail-location')).toHaveText('ملفاتي / Vaccination');
  // The details panel sits on the left of the table.
  const panel = await details.boundingBox();
  const table = await page.getByRole('grid').boundingBox();
  expect(panel?.x ?? 0).toBeLessThan(table?.x ?? 0);
  await page.mouse.move(0, 0);
  await screenshot(page, 'file-manager-rtl');
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the details open in a drawer that Escape closes', async ({ page, request }) => {
    const account = await registerAccount(request, 'files-small');
    await openSignedIn(page, account.email, account.password, '/apps/file-manager');
    await row(page, 'Read me.txt').click();
    const details = page.getByRole('dialog', { name: 'Details' });
    await expect(details.getByTestId('file-detail-type')).toHaveText('Text file');
    await screenshot(page, 'file-manager-small');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });
});
