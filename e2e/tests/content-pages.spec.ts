import { expect, test } from '../support/fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function signInNew(page: Page, request: APIRequestContext, name: string) {
  const account = await registerAccount(request, name);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('shell-toolbar')).toBeVisible();
  return account;
}

/** Pages of a PDF, counted by its page objects (Chromium writes them uncompressed). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

async function checkInvoice(page: Page, design: 'compact' | 'modern', total: string) {
  await page.goto(`/pages/invoices/${design}`);
  const sheet = page.getByTestId('invoice-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('invoice-total-due')).toHaveText(total);
  await expect(sheet.getByTestId('invoice-service')).toHaveCount(4);
  await screenshot(page, `invoice-${design}`);

  // The Print button opens the browser's print; here it is recorded instead.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByTestId('invoice-print').click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdfPageCount(pdf)).toBe(1);
}

test('Invoices: both designs show the total and print on exactly one A4 page', async ({
  page,
  request,
}) => {
  await signInNew(page, request, 'invoices');
  await checkInvoice(page, 'compact', 'US$9,000.00');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('shell-toolbar')).toBeHidden();
  await expect(page.getByTestId('invoice-print')).toBeHidden();
  await screenshot(page, 'invoice-compact-print');
  await page.emulateMedia({ media: 'screen' });

  await checkInvoice(page, 'modern', 'US$9,000.00');

  await page.goto('/pages/invoices/modern?id=unknown-invoice');
  await expect(page.getByTestId('invoice-not-found')).toContainText('Invoice not found');
  await page.getByRole('link', { name: 'Show the sample invoice' }).click();
  await expect(page.getByTestId('invoice-total-due')).toHaveText('US$9,000.00');
});

test('Profile: the header names the user and the tabs switch', async ({ page, request }) => {
  const account = await signInNew(page, request, 'profile');
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/pages\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText(account.displayName);

  const post = page.getByTestId('profile-post').first();
  await expect(post.getByTestId('post-likes')).toHaveText('24 likes');
  await post.getByTestId('post-like').click();
  await expect(post.getByTestId('post-likes')).toHaveText('25 likes');
  await post.getByTestId('post-comment-input').fill('Brooders are on.');
  await post.getByTestId('post-comment-input').press('Enter');
  await expect(post.getByTestId('post-comment')).toHaveCount(3);
  await page.mouse.move(0, 0);
  await screenshot(page, 'profile-timeline');

  await page.getByRole('tab', { name: 'Photos & Videos' }).click();
  await expect(page.getByTestId('media-group')).toHaveCount(3);
  await page.getByRole('button', { name: 'Open House 1 ready' }).click();
  const viewer = page.getByTestId('media-viewer');
  await expect(viewer.getByTestId('media-viewer-position')).toHaveText('1 of 6');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('media-viewer-position')).toHaveText('2 of 6');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await screenshot(page, 'profile-photos');

  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'General information' })).toBeVisible();
  await expect(page.getByTestId('about-friend')).toHaveCount(8);
  await screenshot(page, 'profile-about');
});

test('Search: typing changes the count, results page ten at a time', async ({ page, request }) => {
  await signInNew(page, request, 'search');
  for (const design of ['classic', 'modern']) {
    await page.goto(`/pages/search/${design}`);
    const count = page.getByTestId('search-count');
    await expect(count).toHaveText('52 results');
    await expect(page.getByTestId('search-result')).toHaveCount(10);
    await page.getByTestId('search-pages').getByRole('button', { name: 'Go to page 6' }).click();
    await expect(page.getByTestId('search-result')).toHaveCount(2);

    await page.getByTestId('search-input').fill('feed');
    await expect(count).toHaveText(/^\d+ results for “feed”$/);
    await expect(page.getByTestId('search-match').first()).toBeVisible();
    await page.getByTestId('search-input').fill('no such guide');
    await expect(page.getByTestId('search-no-results')).toBeVisible();
    await page.getByTestId('search-input').fill('vent');
    await expect(count).toHaveText('4 results for “vent”');
    await page.mouse.move(0, 0);
    await screenshot(page, `search-${design}`);
  }
});

test('Invoice, profile and search read right to left in Arabic', async ({ page, request }) => {
  await signInNew(page, request, 'content-arabic');
  await page.goto('/pages/invoices/compact');
  await expect(page.getByTestId('invoice-sheet')).toBeVisible();
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'فاتورة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'طباعة' })).toBeVisible();
  await expect(page.getByTestId('invoice-total-due')).toContainText('9,000.00');
  // Right to left: the services table's first column starts at the right.
  const [service, total] = await Promise.all(
    ['الخدمة', 'المجموع'].map((name) =>
      page.getByRole('columnheader', { name, exact: true }).boundingBox(),
    ),
  );
  expect(service!.x).toBeGreaterThan(total!.x);
  await screenshot(page, 'invoice-compact-rtl');
  expect(pdfPageCount(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);

  await page.goto('/pages/invoices/modern');
  await expect(page.getByTestId('invoice-total-due')).toContainText('9,000.00');
  await screenshot(page, 'invoice-modern-rtl');

  await page.goto('/pages/profile');
  await expect(page.getByRole('tab', { name: 'الخط الزمني' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('profile-post').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'profile-timeline-rtl');
  await page.getByRole('tab', { name: 'نبذة' }).click();
  await expect(page.getByRole('heading', { name: 'معلومات عامة' })).toBeVisible();
  await screenshot(page, 'profile-about-rtl');

  for (const design of ['classic', 'modern']) {
    await page.goto(`/pages/search/${design}`);
    await expect(page.getByTestId('search-count')).toHaveText('52 نتيجة');
    await page.getByTestId('search-input').fill('feed');
    await expect(page.getByTestId('search-count')).toContainText('«feed»');
    await screenshot(page, `search-${design}-rtl`);
  }
});
