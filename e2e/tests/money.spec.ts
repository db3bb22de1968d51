import { expect, test } from '../support/fixtures.ts';
import { dashboardPath, demoAccounts, openSignedIn, signIn } from '../support/auth.ts';
import { apiGet, apiToken, choose, fullScreenshot, isoDay } from '../support/records.ts';
import type { FlockSummary } from '../support/records.ts';

type Party = { id: string; name: string; kind: string; balance: string };
type Sale = { id: string; total: string; received: string; balance: string; invoiceNo: string };

const pkr = (value: number) =>
  `PKR ${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.use({ viewport: { width: 1440, height: 900 } });

test('admin sells birds, records a part payment, and sees the balance and birds alive change', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const flocks = await apiGet<{ data: FlockSummary[] }>(
    request,
    token,
    '/api/flocks?status=active&type=broiler&pageSize=50',
  );
  // Live birds can be sold only outside a medicine withdrawal period.
  const flock = flocks.data.find(
    (candidate) =>
      candidate.figures.birdsAlive > 500 &&
      (candidate.figures.withdrawalMeatUntil === null ||
        candidate.figures.withdrawalMeatUntil < isoDay()),
  );
  if (!flock) throw new Error('The demo data has no broiler flock free to sell.');
  const parties = await apiGet<{ data: Party[] }>(
    request,
    token,
    '/api/parties?kind=customer&sort=name:asc&pageSize=50',
  );
  const customer = parties.data[0];
  if (!customer) throw new Error('The demo data has no customer.');
  const invoiceNo = `E2E-${Date.now().toString(36).toUpperCase()}`;

  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/apps/sale/new');
  await choose(page, 'Flock', new RegExp(flock.name));
  await choose(page, 'Customer', new RegExp(customer.name));
  await page.locator('input[name="birds"]').fill('100');
  await page.locator('input[name="weightKg"]').fill('250');
  await page.locator('input[name="rate"]').fill('320');
  await page.locator('input[name="invoiceNo"]').fill(invoiceNo);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/apps\/sales-details/);

  const sales = await apiGet<{ data: Sale[] }>(
    request,
    token,
    `/api/sales?flockId=${flock.id}&q=${invoiceNo}`,
  );
  const sale = sales.data.find((candidate) => candidate.invoiceNo === invoiceNo);
  expect(sale).toMatchObject({ total: '80000.00', received: '0.00', balance: '80000.00' });

  // A part payment against that sale.
  await page.goto('/apps/amount/new');
  await choose(page, 'Customer or supplier', new RegExp(customer.name));
  await choose(page, 'Sale it pays', new RegExp(invoiceNo));
  await page.locator('input[name="amount"]').fill('30000');
  await page.locator('input[name="reference"]').fill(`${invoiceNo} part`);
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/apps\/amount-details/);

  // The customer owes 50,000 more than before, shown on their page with the ledger.
  await page.goto(`/apps/parties/${customer.id}`);
  await expect(page.getByTestId('party-name')).toHaveText(customer.name);
  await expect(page.getByTestId('party-balance')).toHaveText(pkr(Number(customer.balance) + 50000));
  await expect(
    page.getByTestId('party-ledger').getByRole('row', { name: new RegExp(invoiceNo) }),
  ).toHaveCount(2);
  await fullScreenshot(page, 'party-page');

  // The invoice shows what is still due.
  await page.goto(`/apps/sale/${sale!.id}/invoice`);
  await expect(page.getByTestId('invoice-number')).toHaveText(`Invoice ${invoiceNo}`);
  await expect(page.getByTestId('invoice-due')).toHaveText(pkr(50000));
  await fullScreenshot(page, 'sale-invoice');

  // The birds sold left the flock.
  await page.goto(`/apps/flocks/${flock.id}/${flock.handle}`);
  await expect(page.getByTestId('figure-alive-value')).toHaveText(
    (flock.figures.birdsAlive - 100).toLocaleString('en-GB'),
  );
});

test('staff have no money menus and their addresses are refused', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  for (const path of [
    '/apps/sales-details',
    '/apps/sale/new',
    '/apps/amount-details',
    '/apps/parties',
    '/apps/mess-details',
    '/apps/miscellaneousExpenses-details',
    '/apps/employees-salary-details',
    '/apps/employees-salary/month',
  ]) {
    // The app may send the page on before its load event: what counts is where it lands.
    await page.goto(path, { waitUntil: 'commit' });
    // Refused, the page goes home and home leads on to the dashboard: the next address is
    // opened once that last step is done, not while it is under way.
    await expect(page, path).toHaveURL(new RegExp(`${dashboardPath}$`));
    await expect(page.getByTestId('shell-layout')).toBeVisible();
  }
  // The menus hold the farm work but no money area.
  await page
    .getByTestId('navbar-horizontal')
    .locator('[data-navigation-id="applications"]')
    .hover();
  const menu = page.getByTestId('horizontal-menu-applications');
  await expect(menu.locator('[data-navigation-id="feed"]')).toBeVisible();
  for (const id of ['sales', 'mess', 'miscellaneous-expenses', 'employees-salary', 'amounts']) {
    await expect(menu.locator(`[data-navigation-id="${id}"]`)).toHaveCount(0);
  }
  // The server refuses them as well.
  const token = await apiToken(request, 'staff');
  const refused = await request.get('/api/sales', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});
