import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { demoAccounts, registerAccount, signIn } from '../support/auth.ts';
import {
  apiGet,
  apiPost,
  apiToken,
  choose,
  fullScreenshot,
  giveStaffFarm,
  isoDay,
} from '../support/records.ts';

type Alert = { id: string; kind: string; flockId: string | null; flockName: string | null };
type Settings = { mortalityAlertPercent: number; feedAlertDays: number };
type Created = { id: string; name: string; handle: string };

const SETTINGS_PATH = '/apps/settings/farm';
const suffix = Date.now().toString(36);
const farmName = `E2E Alert Farm ${suffix}`;
const flockName = `E2E Alert Layers ${suffix}`;
let flock: Created;
let original: Settings;

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

/** The toolbar's bell, whose accessible name carries the number of open alerts. */
function alertsButton(page: Page): Locator {
  return page.getByTestId('alerts-button');
}

async function openAlerts(request: Parameters<typeof apiGet>[0], account: 'admin' | 'staff') {
  return apiGet<Alert[]>(request, await apiToken(request, account), '/api/alerts');
}

async function patchSettings(request: Parameters<typeof apiGet>[0], settings: Partial<Settings>) {
  const response = await request.patch('/api/settings', {
    data: settings,
    headers: { Authorization: `Bearer ${await apiToken(request, 'admin')}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeAll(async ({ request }) => {
  const admin = await apiToken(request, 'admin');
  original = await apiGet<Settings>(request, admin, '/api/settings');
  // A layer flock of its own, so the broiler flocks other specs pick keep their figures.
  const farm = await apiPost<Created>(request, admin, '/api/farms', { name: farmName });
  await giveStaffFarm(request, farm.id);
  flock = await apiPost<Created>(request, admin, '/api/flocks', {
    farmId: farm.id,
    name: flockName,
    type: 'layer',
    breed: 'Lohmann Brown',
    placedOn: isoDay(-20),
    chicksPlaced: 2000,
    chickPrice: '60.00',
  });
  // Yesterday 12 of 2000 died (0.6 %): one day at the 0.5 % threshold is not an alert yet.
  const staff = await apiToken(request, 'staff');
  await apiPost(request, staff, '/api/deaths', { flockId: flock.id, date: isoDay(-1), count: 12 });
  // Today's reading is in (the farm is on UTC, as isoDay): no "no round yet today" alert at
  // whatever hour the spec runs, so the flock's only alert is the one the deaths raise.
  await apiPost(request, staff, '/api/house-readings', {
    flockId: flock.id,
    date: isoDay(0),
    waterLitres: '200',
    minTempC: '20',
    maxTempC: '24',
  });
});

test.afterAll(async ({ request }) => {
  // Other specs meet the thresholds as they were.
  if (original) await patchSettings(request, original);
});

test('staff record a second day of deaths and the mortality alert appears in the toolbar', async ({
  page,
  request,
}) => {
  const before = await openAlerts(request, 'staff');
  expect(before.some((alert) => alert.flockId === flock.id)).toBe(false);

  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  await expect(alertsButton(page)).toHaveAccessibleName(`Alerts: ${before.length}`);

  // Today 12 of the 1,988 left (0.6 %): the second day running.
  await page.goto('/apps/death/new');
  await choose(page, 'Flock', new RegExp(flockName));
  await page.locator('input[name="count"]').fill('12');
  await page.getByTestId('record-save').click();
  await expect(page).toHaveURL(/\/apps\/death-details/);

  // The saved record refreshes the alerts: no reload.
  await expect(alertsButton(page)).toHaveAccessibleName(`Alerts: ${before.length + 1}`);
  await expect(page.getByTestId('alerts-badge')).toContainText(String(before.length + 1));
  await alertsButton(page).click();
  const popover = page.getByTestId('alerts-popover');
  const item = popover.getByTestId('alerts-item').filter({ hasText: flockName });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-kind', 'mortality');
  await expect(item).toContainText('High mortality');
  await expect(item).toContainText(`${flockName} · ${farmName}`);
  await expect(item).toContainText('Mortality 0.6% yesterday and 0.6% today');
  await fullScreenshot(page, 'alerts-popover');

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/apps/flocks/${flock.id}/${flock.handle}$`));
  await expect(popover).toBeHidden();

  // Staff have no settings: not in the menu, and the address sends them away.
  await page
    .getByTestId('navbar-horizontal')
    .locator('[data-navigation-id="applications"]')
    .hover();
  const menu = page.getByTestId('horizontal-menu-applications');
  await expect(menu.locator('[data-navigation-id="deaths"]')).toBeVisible();
  await expect(menu.locator('[data-navigation-id="apps.settings.farm"]')).toHaveCount(0);
  await page.mouse.move(700, 700);
  await page.goto(SETTINGS_PATH);
  await expect(page).not.toHaveURL(new RegExp(`${SETTINGS_PATH}$`));
  await expect(page.getByTestId('farm-settings')).toHaveCount(0);
});

test('an admin raises the mortality threshold, the alert goes, and comes back when it is set back', async ({
  page,
  request,
}) => {
  const withAlert = await openAlerts(request, 'admin');
  expect(withAlert.some((alert) => alert.id === `mortality:${flock.id}`)).toBe(true);

  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await expect(alertsButton(page)).toHaveAccessibleName(`Alerts: ${withAlert.length}`);
  await page.locator('[data-navigation-id="apps.settings.farm"]').click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Farm settings' })).toBeVisible();

  const mortality = page.locator('input[name="mortalityAlertPercent"]');
  await expect(mortality).toHaveValue(String(original.mortalityAlertPercent));
  await expect(page.locator('input[name="feedAlertDays"]')).toHaveValue(
    String(original.feedAlertDays),
  );

  // Out of the contract's range: refused at the field, nothing sent.
  await mortality.fill('0');
  await page.getByTestId('farm-settings-save').click();
  await expect(page.getByText('Enter a number from 0.01 to 100')).toBeVisible();
  await expect(mortality).toHaveAttribute('aria-invalid', 'true');

  await mortality.fill('1');
  await page.getByTestId('farm-settings-save').click();
  await expect(page.getByText('Farm settings saved')).toBeVisible();
  await fullScreenshot(page, 'farm-settings');

  const raised = await openAlerts(request, 'admin');
  expect(raised.some((alert) => alert.flockId === flock.id)).toBe(false);
  await expect(alertsButton(page)).toHaveAccessibleName(`Alerts: ${raised.length}`);
  await alertsButton(page).click();
  const popover = page.getByTestId('alerts-popover');
  await expect(popover).toBeVisible();
  await expect(popover.getByTestId('alerts-item').filter({ hasText: flockName })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  await mortality.fill(String(original.mortalityAlertPercent));
  await page.getByTestId('farm-settings-save').click();
  await expect(page.getByText('Farm settings saved').first()).toBeVisible();
  await expect(alertsButton(page)).toHaveAccessibleName(`Alerts: ${withAlert.length}`);
  await alertsButton(page).click();
  await expect(popover.getByTestId('alerts-item').filter({ hasText: flockName })).toHaveCount(1);
  expect(
    (await apiGet<Settings>(request, await apiToken(request, 'admin'), '/api/settings'))
      .mortalityAlertPercent,
  ).toBe(original.mortalityAlertPercent);
});

test('in Arabic the alerts open from the left edge of the bell and the settings read right to left', async ({
  page,
  request,
}) => {
  // A new account (an admin), so no demo user keeps the right-to-left settings.
  const account = await registerAccount(request, 'alerts-arabic');
  const open = await openAlerts(request, 'admin');
  await signIn(page, account.email, account.password);
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await expect(alertsButton(page)).toHaveAccessibleName(`التنبيهات: ${open.length}`);
  await alertsButton(page).click();
  const popover = page.getByTestId('alerts-popover');
  const item = popover.getByTestId('alerts-item').filter({ hasText: flockName });
  await expect(item).toContainText('نفوق مرتفع');
  // The sentence is written in Arabic from the alert's figures.
  await expect(item).toContainText('أمس و');
  // The list opens towards the page, inside the window.
  const bell = await alertsButton(page).boundingBox();
  const box = await popover.boundingBox();
  expect(bell && box && box.x >= 0 && Math.abs(box.x - bell.x) < 24).toBe(true);
  await fullScreenshot(page, 'alerts-popover-rtl');
  await page.keyboard.press('Escape');

  await page.goto(SETTINGS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'إعدادات المزرعة' })).toBeVisible();
  await expect(page.locator('#field-mortalityAlertPercent-helper-text')).toContainText(
    'من 0.01 إلى 100',
  );
  await fullScreenshot(page, 'farm-settings-rtl');
});
