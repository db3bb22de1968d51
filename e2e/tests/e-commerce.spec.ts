import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function openShop(page: Page, request: Parameters<typeof registerAccount>[0], name: string) {
  const account = await registerAccount(request, name);
  await openSignedIn(page, account.email, account.password, '/apps/e-commerce');
  await expect(page).toHaveURL(/\/apps\/e-commerce\/products$/);
  await expect(page.getByRole('link', { name: 'Galvanised tube feeder 10 kg' })).toBeVisible();
}

const feederRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Galvanised tube feeder 10 kg' }) });

test('E-commerce: change a product price, find it in the list, and read an order', async ({
  page,
  request,
}) => {
  await openShop(page, request, 'shop');
  await expect(feederRow(page)).toContainText('20.35');
  await page.mouse.move(0, 0);
  await screenshot(page, 'e-commerce-products');

  await page.getByRole('link', { name: 'Galvanised tube feeder 10 kg' }).click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/galvanised-tube-feeder-10-kg$/);
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByLabel('Price (tax excluded)').fill('24');
  await expect(page.getByLabel('Price (tax included)')).toHaveValue('26.4');
  await page.mouse.move(0, 0);
  await screenshot(page, 'e-commerce-product');
  await page.getByTestId('product-save').click();
  await expect(page.getByText('Product saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to products' }).click();
  await page.getByLabel('Search products').fill('galvanised');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(feederRow(page)).toContainText('26.40');

  await page.goto('/apps/e-commerce/orders');
  await expect(page).toHaveURL(/\/apps\/e-commerce\/orders$/);
  const first = page.getByRole('row').nth(1);
  await expect(first.getByTestId('order-status')).toHaveText('Delivered');
  await page.mouse.move(0, 0);
  await screenshot(page, 'e-commerce-orders');

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/e-commerce\/orders\/[^/]+$/);
  const history = page.getByTestId('order-status-history');
  await expect(history.getByTestId('order-status')).toHaveText([
    'Delivered',
    'Shipped',
    'Preparing the order',
    'Payment accepted',
    'Awaiting check payment',
  ]);
  await screenshot(page, 'e-commerce-order');
  await page.getByRole('tab', { name: 'Invoice' }).click();
  await expect(page.getByTestId('order-invoice')).toContainText('Subtotal');
});

test('E-commerce reads right to left in Arabic', async ({ page, request }) => {
  await openShop(page, request, 'shop-arabic');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'السعر' })).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'e-commerce-products-rtl');

  await page.getByRole('link', { name: 'Galvanised tube feeder 10 kg' }).click();
  await page.getByRole('tab', { name: 'التسعير' }).click();
  await expect(page.getByLabel('نسبة الضريبة (%)')).toHaveValue('10');
  await screenshot(page, 'e-commerce-product-rtl');

  await page.goto('/apps/e-commerce/orders');
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(
    page.getByTestId('order-status-history').getByTestId('order-status').first(),
  ).toHaveText('تم التسليم');
  await page.mouse.move(0, 0);
  await screenshot(page, 'e-commerce-order-rtl');

  await page.goto('/apps/e-commerce/orders/unknown');
  await expect(page.getByText('الطلب غير موجود')).toBeVisible();
});
