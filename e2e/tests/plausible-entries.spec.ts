import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, openSignedIn, signIn } from '../support/auth.ts';
import { apiGet, apiPost, apiToken } from '../support/records.ts';
import { makeRoundFarm } from '../support/round-farm.ts';
import type { RoundFarm } from '../support/round-farm.ts';

// The round farm's flocks are placed ten days before the farm's today: day 7 is three days ago.
const dayOfAge = (farm: RoundFarm, age: number) =>
  new Date(Date.parse(`${farm.today}T00:00:00Z`) + (age - 10) * 86_400_000)
    .toISOString()
    .slice(0, 10);

async function openFlockPage(page: Page, flockId: string) {
  const token = await apiToken(page.request, 'staff');
  const flock = await apiGet<{ handle: string }>(page.request, token, `/api/flocks/${flockId}`);
  await page.goto(`/apps/flocks/${flockId}/${flock.handle}`);
}

test('a 19000 g weighing on day 7 asks for confirmation with the target; missing feed days mark the figures', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const farm = await makeRoundFarm(request, 'Plausible farm', 1);
  const flockId = farm.houses[0]?.flockId ?? '';
  // One feed use in ten days: FCR, feed per bird and EPEF rest on missing days.
  await apiPost(request, await apiToken(request, 'admin'), '/api/feed-usages', {
    flockId,
    date: dayOfAge(farm, 1),
    feedType: 'starter',
    quantityKg: '50',
  });
  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    `/apps/weighing/new?flockId=${flockId}&date=${dayOfAge(farm, 7)}`,
  );
  const weight = page.getByRole('textbox', { name: /Average weight/ });
  await weight.fill('19000');
  await page.getByTestId('record-save').click();
  await expect(
    page.getByText('19,000 g is more than twice the target of 190 g on day 7', { exact: false }),
  ).toBeVisible();
  const confirm = page.getByTestId('unusual-confirm');
  // The target is isolated from the words around it (⁨…⁩), as data in a sentence is.
  await expect(confirm).toHaveText(
    'Unusual for this flock (target \u2068190 g\u2069). Yes, this is right',
  );
  await confirm.getByRole('checkbox').check();
  await page.getByTestId('record-save').click();
  await expect(page.getByText(/created/)).toBeVisible();

  await openFlockPage(page, flockId);
  // FCR rests on the weighing of day 7: days 0 and 2 to 7 have no feed; day 0 to 9, all but 1.
  await expect(page.getByTestId('figure-fcr').getByTestId('incomplete-mark')).toHaveText(
    'Incomplete: 7 days without feed',
  );
  await expect(page.getByTestId('figure-epef').getByTestId('incomplete-mark')).toBeVisible();
  await expect(page.getByTestId('gaps-feed')).toContainText('9 days without feed');
  await expect(page.getByTestId('gaps-deaths')).toContainText('10 days without a death record');
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the round asks to confirm an unusual weighing in place, and the flock page marks its gaps', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const farm = await makeRoundFarm(request, 'Arabic plausible farm', 1);
    const flockId = farm.houses[0]?.flockId ?? '';
    const date = dayOfAge(farm, 7);
    await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
    await page.evaluate(() => localStorage.setItem('flockbook.language', 'ar'));
    await page.goto(`/apps/daily-round?farmId=${farm.farmId}&date=${date}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.getByTestId('round-house').first();
    await card.getByRole('combobox', { name: 'نوع العلف' }).first().click();
    await page.getByRole('option', { name: 'بادئ', exact: true }).click();
    await page.getByTestId('round-0-feed-0-kg').fill('150');
    await page.getByTestId('round-0-weighing-sampleSize').fill('50');
    await page.getByTestId('round-0-weighing-averageWeightG').fill('19000');
    await page.getByTestId('round-save').click();

    const confirm = page.getByTestId('unusual-confirm');
    await expect(confirm).toContainText('نعم، هذه القيمة صحيحة');
    await expect(confirm).toContainText('190 g');
    await confirm.getByRole('checkbox').check();
    await page.getByTestId('round-save').click();
    await expect(confirm).toBeHidden();
    const token = await apiToken(request, 'staff');
    const saved = await apiGet<{ data: { averageWeightG: string }[] }>(
      request,
      token,
      `/api/weighings?flockId=${flockId}`,
    );
    expect(saved.data.map((weighing) => weighing.averageWeightG)).toEqual(['19000.0']);

    await openFlockPage(page, flockId);
    await expect(page.getByTestId('figure-fcr').getByTestId('incomplete-mark')).toContainText(
      'غير مكتمل',
    );
    await expect(page.getByTestId('flock-gaps')).toContainText('أيام بلا سجلات');
  });
});
