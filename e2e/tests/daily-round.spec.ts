import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, openSignedIn, signIn } from '../support/auth.ts';
import { apiGet, apiToken, fullScreenshot } from '../support/records.ts';
import { controllingWorker, expectFilesKept } from '../support/offline.ts';
import { makeRoundFarm } from '../support/round-farm.ts';
import type { RoundFarm } from '../support/round-farm.ts';

type Recorded = {
  deaths: { count: number; cause: string }[];
  feed: { feedType: string; quantityKg: string }[];
  reading: { waterLitres: string; minTempC: string; maxTempC: string } | null;
};
type Round = {
  date: string;
  houses: { flock: { id: string } | null; recorded: Recorded | null }[];
};

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const roundPath = (farm: RoundFarm) => `/apps/daily-round?farmId=${farm.farmId}`;

async function savedRound(page: Page, farm: RoundFarm, date: string): Promise<Recorded[]> {
  const token = await apiToken(page.request, 'staff');
  const round = await apiGet<Round>(
    page.request,
    token,
    `/api/daily-round?farmId=${farm.farmId}&date=${date}`,
  );
  return round.houses.map((house) => house.recorded ?? { deaths: [], feed: [], reading: null });
}

/** Picks an option of a select inside one house's card. */
async function pick(card: Locator, label: string, option: string) {
  await card.getByRole('combobox', { name: label }).first().click();
  await card.page().getByRole('option', { name: option, exact: true }).click();
  await expect(card.page().getByRole('listbox')).toBeHidden();
}

async function fillHouse(
  page: Page,
  index: number,
  values: { deaths?: string; feedKg: string; water: string; min: string; max: string },
) {
  const field = (path: string) => page.getByTestId(`round-${index}-${path}`);
  if (values.deaths) await field('deaths-0-count').fill(values.deaths);
  await field('feed-0-kg').fill(values.feedKg);
  await field('reading-waterLitres').fill(values.water);
  await field('reading-minTempC').fill(values.min);
  await field('reading-maxTempC').fill(values.max);
}

test('staff fills a 3-house round on a phone, saves it once, and a wrong edit saves nothing', async ({
  page,
  request,
}) => {
  const farm = await makeRoundFarm(request, 'Round farm');
  await openSignedIn(page, demoAccounts.staff.email, demoAccounts.staff.password, roundPath(farm));
  const cards = page.getByTestId('round-house');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0).getByRole('heading', { name: 'House 1' })).toBeVisible();
  await expect(cards.nth(0)).toContainText('Day 10 · 5,000 birds');
  await expect(page.getByTestId('round-today')).toHaveAttribute('aria-pressed', 'true');

  for (const index of [0, 1, 2]) {
    await pick(cards.nth(index), 'Feed type', 'Starter');
  }
  await fillHouse(page, 0, { deaths: '3', feedKg: '410.5', water: '820', min: '26', max: '31' });
  await fillHouse(page, 1, { feedKg: '402', water: '805', min: '25.5', max: '30' });
  await fillHouse(page, 2, { deaths: '5', feedKg: '398', water: '790', min: '26', max: '32' });
  // A second cause in house 3.
  await cards.nth(2).getByRole('button', { name: 'Another cause' }).click();
  await pick(cards.nth(2), 'Cause', 'Unknown');
  await cards.nth(2).getByRole('combobox', { name: 'Cause' }).nth(1).click();
  await page.getByRole('option', { name: 'Heat stress', exact: true }).click();
  await page.getByTestId('round-2-deaths-1-count').fill('2');
  await fullScreenshot(page, 'daily-round-phone-filled');

  await page.getByTestId('round-save').click();
  await expect(page.getByText('Round saved.')).toBeVisible();
  const saved = await savedRound(page, farm, farm.today);
  const byCause = (house: Recorded) =>
    house.deaths.map((death) => [death.cause, death.count]).sort();
  expect(saved.map(byCause)).toEqual([
    [['unknown', 3]],
    [],
    [
      ['heat stress', 2],
      ['unknown', 5],
    ],
  ]);
  expect(saved.map((house) => house.feed.map((use) => Number(use.quantityKg)))).toEqual([
    [410.5],
    [402],
    [398],
  ]);
  expect(saved.map((house) => Number(house.reading?.minTempC))).toEqual([26, 25.5, 26]);
  // The round now shows the day's records as saved.
  await expect(page.getByTestId('round-0-deaths-0-count')).toHaveValue('3');

  // An edit the server refuses (lowest above highest) saves nothing, the other edit included.
  await page.getByTestId('round-0-deaths-0-count').fill('4');
  await page.getByTestId('round-2-reading-minTempC').fill('40');
  await page.getByTestId('round-save').click();
  await expect(cards.nth(2)).toContainText('The lowest temperature cannot be above the highest');
  await expect(page.getByTestId('round-2-reading-minTempC')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByTestId('round-0-deaths-0-count')).toHaveValue('4');
  const after = await savedRound(page, farm, farm.today);
  expect(after[0]?.deaths.map((death) => death.count)).toEqual([3]);
  expect(after[2]?.reading?.minTempC).toBe(saved[2]?.reading?.minTempC);
  await fullScreenshot(page, 'daily-round-phone-refused');

  // Nothing sits sideways off the phone's screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('an Arabic round for yesterday, one tap away, on a phone', async ({ page, request }) => {
  const farm = await makeRoundFarm(request, 'Arabic round farm');
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  await page.evaluate(() => localStorage.setItem('flockbook.language', 'ar'));
  await page.goto(roundPath(farm));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الجولة اليومية' })).toBeVisible();
  await page.getByTestId('round-yesterday').click();
  const yesterday = new Date(Date.parse(`${farm.today}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  await expect(page.getByTestId('round-date')).toHaveValue(yesterday);
  const cards = page.getByTestId('round-house');
  await expect(cards).toHaveCount(3);
  await pick(cards.nth(0), 'نوع العلف', 'بادئ');
  await fillHouse(page, 0, { deaths: '2', feedKg: '380', water: '760', min: '25', max: '30' });
  await page.getByTestId('round-save').click();
  await expect(page.getByText('حُفظت الجولة.')).toBeVisible();
  const saved = await savedRound(page, farm, yesterday);
  expect(saved[0]?.deaths.map((death) => death.count)).toEqual([2]);
  expect(saved[0]?.feed.map((use) => [use.feedType, Number(use.quantityKg)])).toEqual([
    ['starter', 380],
  ]);
  expect(saved[1]?.feed).toEqual([]);
  await fullScreenshot(page, 'daily-round-phone-ar');
});

/** Opens the farm's round online and waits until it can open again with no connection. */
async function visitOnline(page: Page, farm: RoundFarm) {
  await page.goto(roundPath(farm));
  await expect(page.getByTestId('round-house')).toHaveCount(3);
  await controllingWorker(page);
  await expectFilesKept(page);
  // The reads made before the worker took the page are made again through it and kept.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const kept = await (await caches.open(name)).keys();
          if (kept.some((request) => request.url.includes('/api/daily-round?'))) return true;
        }
        return false;
      }),
    )
    .toBe(true);
}

test('a round saved with no connection waits through a reload and is sent once when it returns', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const farm = await makeRoundFarm(request, 'Offline round farm');
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  await visitOnline(page, farm);

  await page.context().setOffline(true);
  await fillHouse(page, 0, { deaths: '4', feedKg: '300', water: '700', min: '24', max: '29' });
  await pick(page.getByTestId('round-house').nth(0), 'Feed type', 'Starter');
  await fillHouse(page, 1, { deaths: '1', feedKg: '290', water: '690', min: '24', max: '30' });
  await pick(page.getByTestId('round-house').nth(1), 'Feed type', 'Starter');
  await page.getByTestId('round-save').click();
  await expect(page.getByText('No connection: the round is kept on this phone')).toBeVisible();
  await expect(page.getByTestId('outbox-badge')).toHaveAttribute('data-waiting', '1');

  // Reloaded with no connection: the round is still waiting, shown as typed.
  await page.reload();
  await expect(page.getByTestId('round-kept')).toHaveText('This round is waiting to send.');
  await expect(page.getByTestId('round-0-deaths-0-count')).toHaveValue('4');
  await expect(page.getByTestId('round-0-deaths-0-count')).toBeDisabled();
  await expect(page.getByTestId('outbox-badge')).toHaveAttribute('data-waiting', '1');
  expect((await savedRound(page, farm, farm.today))[0]?.deaths).toEqual([]);
  await fullScreenshot(page, 'daily-round-offline-waiting');

  // Back online: sent by itself, once.
  await page.context().setOffline(false);
  await expect(page.getByTestId('round-kept')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('outbox-button')).toBeHidden();
  const saved = await savedRound(page, farm, farm.today);
  expect(saved.map((house) => house.deaths.map((death) => death.count))).toEqual([[4], [1], []]);
  expect(saved.map((house) => house.feed.length)).toEqual([1, 1, 0]);
  await expect(page.getByTestId('round-0-deaths-0-count')).toHaveValue('4');
  await expect(page.getByTestId('round-0-deaths-0-count')).toBeEnabled();
});

test('an offline round the server refuses opens again with its messages and the values typed, in Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const farm = await makeRoundFarm(request, 'Refused round farm');
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  await page.evaluate(() => localStorage.setItem('flockbook.language', 'ar'));
  await visitOnline(page, farm);

  await page.context().setOffline(true);
  // More deaths than the 5,000 birds alive: only the server knows.
  await page.getByTestId('round-0-deaths-0-count').fill('6000');
  await page.getByTestId('round-save').click();
  await expect(page.getByTestId('outbox-badge')).toHaveAttribute('data-waiting', '1');

  await page.context().setOffline(false);
  const kept = page.getByTestId('round-kept');
  await expect(kept).toContainText('لم تُحفظ الجولة', { timeout: 30_000 });
  const count = page.getByTestId('round-0-deaths-0-count');
  await expect(count).toHaveValue('6000');
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('outbox-badge')).toHaveAttribute('data-waiting', '0');
  await fullScreenshot(page, 'daily-round-offline-refused-ar');
  expect((await savedRound(page, farm, farm.today))[0]?.deaths).toEqual([]);

  // Corrected and saved: the refused round is done with.
  await count.fill('6');
  await page.getByTestId('round-save').click();
  await expect(page.getByText('حُفظت الجولة.')).toBeVisible();
  await expect(kept).toBeHidden();
  await expect(page.getByTestId('outbox-button')).toBeHidden();
  expect((await savedRound(page, farm, farm.today))[0]?.deaths.map((death) => death.count)).toEqual(
    [6],
  );
});
