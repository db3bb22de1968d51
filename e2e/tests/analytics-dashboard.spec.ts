import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { dashboardPath, openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

/** Picks `option` in the widget select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Waits for the map and the end of chart animations. */
async function settled(page: Page) {
  await expect(page.getByTestId('map-marker')).toHaveCount(10);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(1200);
}

/**
 * The dashboard scrolls inside the shell's content, so a full-page shot holds one screen:
 * take the top, the map and the table, each as `<name>-<part>`.
 */
async function screenshots(page: Page, name: string) {
  await settled(page);
  for (const [part, testId] of [
    ['top', 'widget1'],
    ['map', 'widget6'],
    ['table', 'widget9'],
  ] as const) {
    await page.getByTestId(testId).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await screenshot(page, `${name}-${part}`);
  }
}

test('Analytics dashboard: land on it, change year and period, see the map, in Arabic too', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'analytics');
  await openSignedIn(page, account.email, account.password, '/');
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${account.displayName}` }),
  ).toBeVisible();
  for (const title of ['Visitors by month', 'Conversion', 'Impressions', 'Visits']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  for (const title of ['Where are your users?', 'Sessions by device', 'Top campaigns']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  // The nine widgets and nothing else: the server's status and the help are on the farm dashboard.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Visitors by month',
    'Conversion',
    'Impressions',
    'Visits',
    'Visitors and page views',
    'Sessions by device',
    'Where are your users?',
    'Sales',
    'Top campaigns',
  ]);
  await expect(main.locator('.MuiCard-root')).toHaveCount(9);
  await expect(page.getByTestId('server-card')).toHaveCount(0);
  await expect(page.getByTestId('help-card')).toHaveCount(0);
  // Bars carry their values in thousands.
  await expect(
    page
      .getByTestId('widget1')
      .getByText(/^\d+(\.\d)?K$/)
      .first(),
  ).toBeVisible();

  const visitors = page.getByTestId('widget1-total');
  await expect(visitors).toHaveText(/visitors in 2017$/);
  const in2017 = await visitors.textContent();
  await choose(page, 'Year', '2016');
  await expect(visitors).toHaveText(/visitors in 2016$/);
  expect(await visitors.textContent()).not.toBe(in2017);

  const sessions = page.getByTestId('widget7-total');
  const today = await sessions.textContent();
  await choose(page, 'Period', 'Last 7 days');
  await expect(sessions).not.toHaveText(today ?? '');
  await expect(sessions).toHaveText(/^[\d,]+ sessions$/);

  await expect(page.getByTestId('world-map')).toBeVisible();
  await expect(page.getByTestId('map-marker').first()).toBeVisible();
  await expect(page.getByTestId('widget9-table').getByText('Spring chick offer')).toBeVisible();
  await screenshots(page, 'analytics-dashboard');

  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'الزوار حسب الشهر' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'أين مستخدموك؟' })).toBeVisible();
  await choose(page, 'الفترة', 'آخر 28 يومًا');
  await expect(page.getByTestId('widget7-total')).toHaveText(/^[\d,]+ جلسة$/);
  await expect(
    page
      .getByTestId('widget1')
      .getByText(/^\d+(\.\d)? ألف$/)
      .first(),
  ).toBeVisible();
  await screenshots(page, 'analytics-dashboard-ar');
});
