import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import {
  activeBroiler,
  apiGet,
  apiPost,
  apiToken,
  fullScreenshot,
  isoDay,
  newSignedInPage,
} from '../support/records.ts';

type Summary = {
  status: string;
  birdsAlive: number;
  feedUsedKg: string;
  fcr: number | null;
  epef: number | null;
  money: { totalCost: string; revenue: string; profit: string } | null;
};

const decimal = (value: number | string, digits: number) =>
  Number(value).toLocaleString('en-GB', { maximumFractionDigits: digits });
const pkr = (value: string) =>
  Number(value).toLocaleString('en-GB', {
    style: 'currency',
    currency: 'PKR',
    minimumFractionDigits: 2,
  });

const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}-value`);

test.use({ viewport: { width: 1440, height: 900 } });

test('the flock page shows the API figures and charts, with money for admins only', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const flock = await activeBroiler(request, token);
  const summary = await apiGet<Summary>(request, token, `/api/flocks/${flock.id}/summary`);
  expect(summary.fcr).not.toBeNull();
  expect(summary.money).not.toBeNull();
  const path = `/apps/flocks/${flock.id}/${flock.handle}`;

  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, path);
  await expect(figure(page, 'fcr')).toHaveText(decimal(summary.fcr ?? 0, 3));
  await expect(figure(page, 'epef')).toHaveText(decimal(summary.epef ?? 0, 0));
  await expect(figure(page, 'feed-used')).toContainText(decimal(summary.feedUsedKg, 1));
  await expect(figure(page, 'total-cost')).toHaveText(pkr(summary.money?.totalCost ?? ''));
  await expect(figure(page, 'revenue')).toHaveText(pkr(summary.money?.revenue ?? ''));
  await expect(figure(page, 'profit')).toHaveText(pkr(summary.money?.profit ?? ''));
  for (const chart of ['mortality', 'weight', 'feed', 'money']) {
    await expect(page.getByTestId(`chart-${chart}`).locator('svg').first()).toBeVisible();
  }
  const { breed } = await apiGet<{ breed: string }>(request, token, `/api/flocks/${flock.id}`);
  await expect(page.getByTestId('chart-weight')).toContainText(`${breed} target`);
  await fullScreenshot(page, 'flock-page-figures');

  const staff = await newSignedInPage(browser, 'staff', path);
  await expect(figure(staff, 'fcr')).toHaveText(decimal(summary.fcr ?? 0, 3));
  await expect(staff.getByTestId('chart-mortality')).toBeVisible();
  await expect(staff.getByTestId('flock-money')).toHaveCount(0);
  await expect(staff.getByTestId('chart-money')).toHaveCount(0);
  await expect(staff.getByTestId('flock-close')).toHaveCount(0);
  await staff.context().close();
});

test('an admin closes a flock once no birds are left, and reopens it with a reason', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const { farmId } = await activeBroiler(request, token);
  const flock = await apiPost<{ id: string; handle: string; name: string }>(
    request,
    token,
    '/api/flocks',
    {
      farmId,
      name: `Closing Batch ${Date.now()}`,
      type: 'broiler',
      breed: 'Ross 308',
      placedOn: isoDay(-10),
      chicksPlaced: 100,
      chickPrice: '50',
      targetAgeDays: 42,
    },
  );
  await apiPost(request, token, '/api/deaths', {
    flockId: flock.id,
    date: isoDay(-5),
    count: 2,
  });
  await apiPost(request, token, '/api/weighings', {
    flockId: flock.id,
    date: isoDay(-1),
    sampleSize: 10,
    averageWeightG: '310',
  });

  await openSignedIn(
    page,
    demoAccounts.admin.email,
    demoAccounts.admin.password,
    `/apps/flocks/${flock.id}/${flock.handle}`,
  );
  await page.getByTestId('flock-close').click();
  const closeDialog = page.getByTestId('flock-close-dialog');
  await closeDialog.getByTestId('flock-close-confirm').click();
  await expect(closeDialog).toContainText('98 birds are still alive');

  await closeDialog.getByRole('button', { name: 'Cancel' }).click();
  const customer = await apiPost<{ id: string }>(request, token, '/api/parties', {
    name: `Closing Buyer ${Date.now()}`,
    kind: 'customer',
  });
  await apiPost(request, token, '/api/sales', {
    flockId: flock.id,
    date: isoDay(),
    customerId: customer.id,
    item: 'live birds',
    birds: 98,
    weightKg: '31.36',
    rate: '300',
  });
  await page.reload();
  await expect(figure(page, 'alive')).toHaveText('0');

  await page.getByTestId('flock-close').click();
  await page.getByTestId('flock-close-confirm').click();
  await expect(page.getByText(`${flock.name} is closed.`)).toBeVisible();
  await expect(page.getByTestId('flock-closed-notice')).toBeVisible();
  await expect(page.getByTestId('flock-edit')).toHaveCount(0);
  await expect(page.getByTestId('quick-add-deaths-open')).toHaveCount(0);
  const closed = await apiGet<Summary>(request, token, `/api/flocks/${flock.id}/summary`);
  expect(closed.status).toBe('closed');
  await expect(figure(page, 'profit')).toHaveText(pkr(closed.money?.profit ?? ''));
  await fullScreenshot(page, 'flock-page-closed');

  // The closing sheet downloads with a progress indication and the server's file name.
  await page.getByRole('button', { name: 'Closing sheet' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`closing-sheet-${flock.handle}.pdf`);
  const pdf = await readFile((await file.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText(`Saved closing-sheet-${flock.handle}.pdf`)).toBeVisible();

  await page.getByTestId('flock-reopen').click();
  const reopenDialog = page.getByTestId('flock-reopen-dialog');
  await reopenDialog.getByTestId('flock-reopen-confirm').click();
  await expect(reopenDialog).toContainText('Say why the flock is reopened');
  await reopenDialog.getByLabel('Reason').fill('The last weighing was entered twice');
  await reopenDialog.getByTestId('flock-reopen-confirm').click();
  await expect(page.getByText(`${flock.name} is open again.`)).toBeVisible();
  await expect(page.getByTestId('flock-closed-notice')).toHaveCount(0);
  await expect(page.getByTestId('flock-close')).toBeVisible();
});
