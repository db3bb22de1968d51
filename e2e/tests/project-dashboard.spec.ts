import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const PATH = '/apps/dashboards/project';

async function openDashboard(
  page: Page,
  request: Parameters<typeof registerAccount>[0],
  name: string,
) {
  const account = await registerAccount(request, name);
  await openSignedIn(page, account.email, account.password, PATH);
  await expect(page.getByTestId('project-dashboard')).toBeVisible();
}

async function pick(page: Page, buttonTestId: string, item: string) {
  await page.getByTestId(buttonTestId).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('Project dashboard: switch project and ranges, convert the weather, open every tab', async ({
  page,
  request,
}) => {
  await openDashboard(page, request, 'project-dashboard');
  await expect(page.getByTestId('project-selector')).toHaveText('House 4 build');
  await expect(page.getByTestId('due-tasks-count')).toHaveText('25');

  await pick(page, 'project-selector', 'Feed mill upgrade');
  await expect(page.getByTestId('project-selector')).toHaveText('Feed mill upgrade');
  await expect(page.getByTestId('due-tasks-count')).toHaveText('14');

  const thisWeek = await page.getByTestId('issues-chart-new').textContent();
  await pick(page, 'issues-chart-range', 'Last Week');
  await expect(page.getByTestId('issues-chart-range')).toHaveText('Last Week');
  await expect(page.getByTestId('issues-chart-new')).not.toHaveText(thisWeek ?? '');
  // Seven weekday bars per series are drawn.
  await expect(page.getByTestId('widget-issues-chart').getByText('Sun')).toBeVisible();

  await pick(page, 'due-tasks-range', 'Tomorrow');
  await expect(page.getByTestId('due-tasks-count')).toHaveText('11');

  // The weather starts in °C and km/h and converts.
  const weather = page.getByTestId('weather-panel');
  await expect(weather.getByTestId('weather-temperature')).toHaveText('18°C');
  await expect(weather.getByTestId('weather-wind')).toHaveText('Wind 24 km/h NE');
  await weather.getByRole('button', { name: '°F' }).click();
  await weather.getByRole('button', { name: 'mph' }).click();
  await expect(weather.getByTestId('weather-temperature')).toHaveText('64°F');
  await expect(weather.getByTestId('weather-wind')).toHaveText('Wind 15 mph NE');
  await page.mouse.move(0, 0);
  await screenshot(page, 'project-dashboard-home');
  await page.getByTestId('widget-task-distribution').scrollIntoViewIfNeeded();
  await screenshot(page, 'project-dashboard-charts');

  await page.getByRole('tab', { name: 'Budget' }).click();
  await expect(page.getByTestId('spent-totalBudget')).toHaveText('$142,500');
  await expect(page.getByTestId('budget-details-table')).toContainText('Wireframing');
  await page.mouse.move(0, 0);
  await screenshot(page, 'project-dashboard-budget');
  await page.getByTestId('budget-details-table').scrollIntoViewIfNeeded();
  await screenshot(page, 'project-dashboard-budget-details');

  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(page.getByTestId('team-members-table')).toContainText('Mehmet Öztürk');
  await screenshot(page, 'project-dashboard-team');
});

test('Project dashboard reads right to left in Arabic', async ({ page, request }) => {
  await openDashboard(page, request, 'project-dashboard-arabic');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: 'الرئيسية' })).toBeVisible();
  await expect(page.getByTestId('due-tasks-range')).toHaveText('اليوم');

  // Mirrored: the date and weather sit at the left, the widgets at the right.
  const panel = await page.getByTestId('project-side-panel').boundingBox();
  const header = await page.getByTestId('project-dashboard-header').boundingBox();
  expect(panel && header && panel.x < header.x).toBe(true);

  await pick(page, 'issues-chart-range', 'الأسبوع الماضي');
  await expect(page.getByTestId('issues-chart-range')).toHaveText('الأسبوع الماضي');
  await page.getByTestId('weather-panel').getByRole('button', { name: '°F' }).click();
  await expect(page.getByTestId('weather-temperature')).toHaveText('64°F');
  await page.mouse.move(0, 0);
  await screenshot(page, 'project-dashboard-home-rtl');
  await page.getByTestId('widget-task-distribution').scrollIntoViewIfNeeded();
  await screenshot(page, 'project-dashboard-charts-rtl');

  await page.getByRole('tab', { name: 'الميزانية' }).click();
  await expect(page.getByTestId('budget-details-table')).toContainText('المخططات');
  await page.mouse.move(0, 0);
  await screenshot(page, 'project-dashboard-budget-rtl');
  await page.getByTestId('budget-details-table').scrollIntoViewIfNeeded();
  await screenshot(page, 'project-dashboard-budget-details-rtl');

  await page.getByRole('tab', { name: 'أعضاء الفريق' }).click();
  await expect(page.getByTestId('team-members-table')).toContainText('الاسم');
  await screenshot(page, 'project-dashboard-team-rtl');
});
