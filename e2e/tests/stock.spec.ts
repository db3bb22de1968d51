import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import {
  activeBroiler,
  apiGet,
  apiPost,
  apiToken,
  choose,
  fullScreenshot,
  isoDay,
} from '../support/records.ts';
import type { FlockSummary } from '../support/records.ts';

type FeedStock = { feedType: string; stockKg: string };
type Stock = { feed: FeedStock[] };

const kg = (value: number) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: 3, minimumFractionDigits: 0 });

test.use({ viewport: { width: 1440, height: 900 } });

test('staff feeds a flock and sees the farm stock fall, and an overdraw is refused at the field', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'staff');
  const flock = await activeBroiler(request, token);
  // The date the form starts on: the farm's today, in its own time zone (the demo farms' is
  // a day ahead of UTC in the evening).
  const farm = await apiGet<{ today: string }>(request, token, `/api/farms/${flock.farmId}`);
  const before = await apiGet<Stock>(request, token, `/api/stock?farmId=${flock.farmId}`);
  const feed = [...before.feed].sort((a, b) => Number(b.stockKg) - Number(a.stockKg))[0];
  if (!feed || Number(feed.stockKg) < 100) throw new Error('The demo farm has no feed in stock.');
  const stockKg = Number(feed.stockKg);
  const feedLabel = feed.feedType.charAt(0).toUpperCase() + feed.feedType.slice(1);

  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    `/apps/flocks/${flock.id}/${flock.handle}?tab=feed`,
  );
  const stockRow = page.getByTestId(`feed-stock-${feed.feedType}`);
  await expect(stockRow.getByTestId('stock-kg')).toHaveText(kg(stockKg));

  await page.getByTestId('quick-add-feed-usages-open').click();
  const dialog = page.getByTestId('quick-add-feed-usages');
  await choose(page, 'Feed type', feedLabel);
  await dialog.locator('input[name="bags"]').fill('');
  await dialog.locator('input[name="quantityKg"]').fill('37.5');
  await dialog.getByTestId('record-save').click();
  await expect(dialog).toBeHidden();
  await expect(stockRow.getByTestId('stock-kg')).toHaveText(kg(stockKg - 37.5));

  // More than the farm holds: far above the flock's daily intake, which is asked about first;
  // once confirmed, the stock's message stands at the quantity and nothing is saved.
  await page.getByTestId('quick-add-feed-usages-open').click();
  await choose(page, 'Feed type', feedLabel);
  await dialog.locator('input[name="quantityKg"]').fill(String(Math.ceil(stockKg) + 500));
  await dialog.getByTestId('record-save').click();
  const helper = dialog.locator('#field-quantityKg-helper-text');
  await expect(helper).toContainText("is more than 3 times the day's target");
  await dialog.getByTestId('unusual-confirm').getByRole('checkbox').check();
  await dialog.getByTestId('record-save').click();
  await expect(helper).toHaveText(
    `Only ${(stockKg - 37.5).toFixed(3)} kg of ${feed.feedType} feed in stock at ${flock.farmName} for ${farm.today}`,
  );
  await expect(dialog.locator('input[name="quantityKg"]')).toHaveAttribute('aria-invalid', 'true');
  await fullScreenshot(page, 'feed-overdraw');

  // The stock screen answers the same figure.
  await page.goto(`/apps/stock?farmId=${flock.farmId}`);
  await expect(page.getByTestId(`feed-stock-${feed.feedType}`).getByTestId('stock-kg')).toHaveText(
    kg(stockKg - 37.5),
  );
  await fullScreenshot(page, 'stock');
});

test('a vaccination with a withdrawal period shows its end date on the flock page', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'staff');
  const flock = await activeBroiler(request, token);
  const name = `E2E ND vaccine ${Date.now().toString(36)}`;
  await apiPost(request, token, '/api/medicines', {
    farmId: flock.farmId,
    date: isoDay(),
    name,
    kind: 'vaccine',
    unit: 'dose',
    quantity: '20000',
    unitPrice: '1.20',
    expiresOn: isoDay(200),
    withdrawalDaysMeat: 21,
    withdrawalDaysEggs: 0,
  });

  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    `/apps/flocks/${flock.id}/${flock.handle}?tab=medicine`,
  );
  await expect(page.getByTestId('medicine-stock').getByText(name)).toBeVisible();
  await page.getByTestId('quick-add-medicine-uses-open').click();
  const dialog = page.getByTestId('quick-add-medicine-uses');
  await choose(page, 'Purpose', 'Vaccination');
  await choose(page, 'Medicine batch', new RegExp(name));
  await dialog.locator('input[name="quantity"]').fill(String(flock.figures.birdsAlive));
  await dialog.locator('input[name="administeredBy"]').fill('E2E vet');
  await dialog.getByTestId('record-save').click();
  await expect(dialog).toBeHidden();

  const after = await apiGet<FlockSummary>(request, token, `/api/flocks/${flock.id}`);
  expect(after.figures.withdrawalMeatUntil! >= isoDay(21)).toBe(true);
  const until = new Date(`${after.figures.withdrawalMeatUntil}T00:00:00Z`).toLocaleDateString(
    'en-GB',
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  );
  await expect(page.getByTestId('figure-withdrawal')).toContainText(`Meat until ${until}`);
  await expect(
    page.getByTestId('record-list-medicine-uses').getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
  await fullScreenshot(page, 'flock-withdrawal');
});
