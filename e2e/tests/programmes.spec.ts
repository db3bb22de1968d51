import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { demoAccounts, openSignedIn, signIn } from '../support/auth.ts';
import {
  TEST_FARM_PREFIX,
  apiGet,
  apiPost,
  apiToken,
  fullScreenshot,
  giveStaffFarm,
} from '../support/records.ts';

type FlockProgramme = { items: { dayOfAge: number; state: string; done: unknown }[] };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A farm of its own with a vaccine in stock and a broiler flock ten days old following a new
 * programme: its day 5 item overdue, its day 10 item due today and its day 20 item upcoming.
 */
async function programmeFlock(request: APIRequestContext, label: string) {
  const admin = await apiToken(request, 'admin');
  const suffix = Math.random().toString(36).slice(2, 7);
  const farm = await apiPost<{ id: string; today: string }>(request, admin, '/api/farms', {
    name: `${TEST_FARM_PREFIX}${label} ${suffix}`,
    timeZone: 'Asia/Karachi',
  });
  const programme = await apiPost<{ id: string }>(request, admin, '/api/vaccination-programmes', {
    name: `${label} programme ${suffix}`,
    flockType: 'broiler',
    breeds: ['Ross 308'],
    items: [
      { dayOfAge: 5, name: 'ND + IB vaccine', kind: 'vaccine', method: 'eye drop' },
      { dayOfAge: 10, name: 'Gumboro (IBD) vaccine', kind: 'vaccine', method: 'water' },
      { dayOfAge: 20, name: 'ND booster', kind: 'vaccine', method: 'water' },
    ],
  });
  await apiPost(request, admin, '/api/medicines', {
    farmId: farm.id,
    date: daysBefore(farm.today, 12),
    name: 'Gumboro (IBD) vaccine',
    kind: 'vaccine',
    unit: 'dose',
    quantity: '20000',
    unitPrice: '1.10',
  });
  const flock = await apiPost<{ id: string; handle: string }>(request, admin, '/api/flocks', {
    farmId: farm.id,
    name: `${label} ${suffix}`,
    type: 'broiler',
    breed: 'Ross 308',
    placedOn: daysBefore(farm.today, 10),
    chicksPlaced: 5000,
    chickPrice: '120',
    programmeId: programme.id,
  });
  await giveStaffFarm(request, farm.id);
  return { flockPath: `/apps/flocks/${flock.id}/${flock.handle}`, flockId: flock.id };
}

const stateOn = async (request: APIRequestContext, flockId: string) => {
  const token = await apiToken(request, 'staff');
  const programme = await apiGet<FlockProgramme>(
    request,
    token,
    `/api/flocks/${flockId}/programme`,
  );
  return Object.fromEntries(programme.items.map((item) => [item.dayOfAge, item.state]));
};

test('staff give the item due today from the flock page with one tap', async ({
  page,
  request,
}) => {
  const { flockPath, flockId } = await programmeFlock(request, 'Programme');
  await openSignedIn(page, demoAccounts.staff.email, demoAccounts.staff.password, flockPath);

  const section = page.getByTestId('flock-programme');
  await expect(section.getByRole('heading', { name: 'Vaccination programme' })).toBeVisible();
  const due = section.getByTestId('programme-item-10');
  await expect(due.getByTestId('programme-item-state')).toHaveText('Due today');
  await expect(
    section.getByTestId('programme-item-5').getByTestId('programme-item-state'),
  ).toHaveText('Overdue');
  await expect(section.getByTestId('programme-item-20').getByRole('button')).toHaveCount(0);

  await due
    .getByRole('button', { name: /Record .*Gumboro \(IBD\) vaccine.* as given today/ })
    .click();
  await expect(due.getByTestId('programme-item-state')).toHaveText('Done');
  await expect(due).toContainText('5,000 doses of');
  await expect(due.getByRole('button')).toHaveCount(0);
  await fullScreenshot(page, 'flock-programme-phone-en');
  expect(await stateOn(request, flockId)).toEqual({ 5: 'overdue', 10: 'done', 20: 'upcoming' });
});

test('in Arabic, the overdue item is given from the flock page by keyboard', async ({
  page,
  request,
}) => {
  const { flockPath, flockId } = await programmeFlock(request, 'Programme ar');
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  await page.evaluate(() => localStorage.setItem('flockbook.language', 'ar'));
  await page.goto(flockPath);

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.getByTestId('flock-programme');
  await expect(section.getByRole('heading', { name: 'برنامج التحصين' })).toBeVisible();
  const late = section.getByTestId('programme-item-5');
  await expect(late.getByTestId('programme-item-state')).toHaveText('متأخر');
  const give = late.getByRole('button', { name: /سجّل .*ND \+ IB vaccine.* كمُعطى اليوم/ });
  await give.focus();
  await page.keyboard.press('Enter');
  await expect(late.getByTestId('programme-item-state')).toHaveText('تم');
  await fullScreenshot(page, 'flock-programme-phone-ar');
  expect(await stateOn(request, flockId)).toEqual({ 5: 'done', 10: 'due', 20: 'upcoming' });
});
