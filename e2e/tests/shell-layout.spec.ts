import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { dashboardPath, demoAccounts, registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function width(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box (hidden?)');
  return Math.round(box.width);
}

/** Waits until the element's width settles at `expected` (the navbar animates its width). */
async function expectWidth(locator: Locator, expected: number): Promise<void> {
  await expect.poll(() => width(locator), { timeout: 5000 }).toBe(expected);
}

/** Lets the page's entrance animation (1000 ms) finish before a screenshot. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(1100);
}

/** Closes the snackbar with its close button. */
async function closeMessage(page: Page): Promise<void> {
  const snackbar = page.getByTestId('global-snackbar');
  await snackbar.getByRole('button', { name: 'Close' }).click();
  await expect(snackbar).toBeHidden();
}

async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('settings-button').click();
  const panel = page.getByTestId('settings-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function closeSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('settings-panel')).toBeHidden();
}

async function newAdmin(page: Page, request: Parameters<typeof registerAccount>[0], name: string) {
  const account = await registerAccount(request, name);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${dashboardPath}$`));
  await expect(page.getByTestId('shell-layout')).toBeVisible();
  return account;
}

test('layout 1: the navbar folds to 64, opens on hover and folds again when the pointer leaves', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  await newAdmin(page, request, 'fold');

  const layout = page.getByTestId('shell-layout');
  await expect(layout).toHaveAttribute('data-layout', 'layout1');
  const navbar = page.getByTestId('navbar');
  const panel = page.getByTestId('navbar-panel');
  await expect(page.getByTestId('navbar-title')).toHaveText('Flocks Management');
  await expect(page.getByTestId('navbar-user-card')).toContainText('E2E fold');
  await expect(page.getByTestId('toolbar-bar')).toHaveCSS('height', '64px');
  await expectWidth(panel, 280);
  // The current page is highlighted and its collapse has opened by itself.
  await expect(panel.locator('[data-navigation-id="dashboards.analytics"]')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(panel.locator('[data-navigation-id="dashboards"]')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await settle(page);
  await screenshot(page, 'layout1');

  await page.getByTestId('navbar-fold-toggle').click();
  await expect(navbar).toHaveAttribute('data-folded', 'true');
  await expectWidth(navbar, 64);
  await expectWidth(panel, 64);
  await closeMessage(page);
  await screenshot(page, 'layout1-folded');

  // Hovering opens the folded navbar over the page without pushing it; leaving folds it again.
  await panel.hover({ position: { x: 32, y: 300 } });
  await expectWidth(panel, 280);
  expect(await width(navbar)).toBe(64);
  await page.mouse.move(900, 450);
  await expectWidth(panel, 64);

  // The fold is a saved setting: it is still folded after a reload.
  await page.reload();
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-folded', 'true');
  await page.getByTestId('navbar-panel').hover({ position: { x: 32, y: 300 } });
  await page.getByTestId('navbar-fold-toggle').click();
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-folded', 'false');
  await expectWidth(page.getByTestId('navbar'), 280);
});

test('on a phone the navbar is a drawer that closes after choosing an item', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  await newAdmin(page, request, 'phone');

  await expect(page.getByTestId('navbar')).toHaveCount(0);
  const drawer = page.getByTestId('navbar-mobile');
  await expect(drawer).toBeHidden();
  await page.getByTestId('navbar-toggle').click();
  await expect(drawer).toBeVisible();
  await expectWidth(drawer, 280);
  await expect(drawer.getByTestId('navbar-close')).toBeVisible();
  await expect(drawer.getByTestId('navbar-fold-toggle')).toHaveCount(0);
  await settle(page);
  await screenshot(page, 'mobile-drawer');

  await drawer.getByTestId('navbar-close').click();
  await expect(drawer).toBeHidden();

  await page.getByTestId('navbar-toggle').click();
  await expect(drawer).toBeVisible();
  await drawer.locator('[data-navigation-id="auth.staff-role-example"]').click();
  await expect(page).toHaveURL(/\/auth\/staff-role-example$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('current-role')).toHaveText('Your role: admin');

  // Without a toolbar, a floating button opens the navbar.
  await expect(page.getByTestId('navbar-floating-button')).toHaveCount(0);
  const panel = await openSettings(page);
  await panel.getByTestId('layout-group-toolbar').getByLabel('Toolbar Display').uncheck();
  // Saving the setting says so for 6 s, at the top of the screen.
  const saved = page.getByTestId('global-snackbar');
  await expect(saved).toHaveText('User data saved with api');
  await closeSettings(page);
  await expect(page.getByTestId('toolbar-bar')).toHaveCount(0);
  // The button floats at the bottom, clear of the message at the top.
  const floating = page.getByRole('button', { name: 'Open navigation' });
  await expect(floating).toHaveAttribute('data-testid', 'navbar-floating-button');
  await floating.click();
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('navbar-close').click();
  await expect(drawer).toBeHidden();
  await expect(floating).toBeVisible();
});

test('without a toolbar, a floating button shows beside the open navbar, and hides and shows it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  await newAdmin(page, request, 'floating');
  const button = page.getByTestId('navbar-floating-button');
  await expect(button).toHaveCount(0);

  const panel = await openSettings(page);
  await panel.getByTestId('layout-group-toolbar').getByLabel('Toolbar Display').uncheck();
  await closeSettings(page);
  await expect(page.getByTestId('toolbar-bar')).toHaveCount(0);

  // The navbar is open, and the button is there all the same, to hide it.
  const navbar = page.getByTestId('navbar');
  await expect(navbar).toHaveAttribute('data-open', 'true');
  await expectWidth(navbar, 280);
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName('Close navigation');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await settle(page);
  await screenshot(page, 'layout1-no-toolbar-navbar-open');

  await button.click();
  await expect(navbar).toHaveAttribute('data-open', 'false');
  await expectWidth(navbar, 0);
  await expect(button).toHaveAccessibleName('Open navigation');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'layout1-no-toolbar-navbar-hidden');

  await button.click();
  await expect(navbar).toHaveAttribute('data-open', 'true');
  await expectWidth(navbar, 280);
});

test('each layout style from the settings panel, with its own defaults', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  await newAdmin(page, request, 'styles');
  const layout = page.getByTestId('shell-layout');

  let panel = await openSettings(page);
  await expect(panel.getByTestId('layout-options-note')).toHaveText(
    'Not all option combinations are available',
  );
  await expect(panel.getByTestId('layout-group-navbar')).toContainText('Folded');
  await panel.getByTestId('layout-style-layout2').click();
  await expect(layout).toHaveAttribute('data-layout', 'layout2');
  await expect(layout).toHaveAttribute('data-mode', 'fullwidth');
  // Horizontal layouts offer fewer options: no folding.
  await expect(panel.getByTestId('layout-group-navbar')).not.toContainText('Folded');
  await closeSettings(page);
  await closeMessage(page);

  const bar = page.getByTestId('navbar-horizontal');
  const toolbar = page.getByTestId('toolbar-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  // layout2: the menu bar over the toolbar (toolbar below).
  const barBox = await bar.boundingBox();
  const toolbarBox = await toolbar.boundingBox();
  expect(barBox && toolbarBox && barBox.y < toolbarBox.y).toBe(true);

  // A menu opens on hover after the debounce and holds the farm areas.
  await bar.locator('[data-navigation-id="applications"]').hover();
  const menu = page.getByTestId('horizontal-menu-applications');
  await expect(menu).toBeVisible();
  await expect(menu.locator('[data-navigation-id="flocks"]')).toBeVisible();
  await menu.locator('[data-navigation-id="flocks"]').hover();
  await expect(page.getByTestId('horizontal-menu-flocks')).toBeVisible();
  await expect(
    page.getByTestId('horizontal-menu-flocks').locator('[data-navigation-id="apps.flocks.new"]'),
  ).toBeVisible();
  await settle(page);
  await screenshot(page, 'layout2');
  await page.mouse.move(700, 700);
  await expect(menu).toBeHidden();

  panel = await openSettings(page);
  await panel.getByTestId('layout-style-layout3').click();
  await expect(layout).toHaveAttribute('data-layout', 'layout3');
  await expect(layout).toHaveAttribute('data-mode', 'container');
  await closeSettings(page);
  await closeMessage(page);
  // layout3: the toolbar over the menu bar, contents within 1120.
  const bar3 = await page.getByTestId('navbar-horizontal').boundingBox();
  const toolbar3 = await page.getByTestId('toolbar-bar').boundingBox();
  expect(bar3 && toolbar3 && toolbar3.y < bar3.y).toBe(true);
  await expectWidth(page.getByTestId('shell-content'), 1120);
  await settle(page);
  await screenshot(page, 'layout3');

  // Boxed layout3 keeps the whole layout within 1120.
  panel = await openSettings(page);
  await panel.getByTestId('layout-option-mode').getByLabel('Boxed').check();
  await expect(layout).toHaveAttribute('data-mode', 'boxed');
  await closeSettings(page);
  await expectWidth(layout, 1120);

  // Back to layout1: its config starts again from its defaults.
  panel = await openSettings(page);
  await panel.getByTestId('layout-style-layout1').click();
  await expect(layout).toHaveAttribute('data-layout', 'layout1');
  await expect(layout).toHaveAttribute('data-mode', 'fullwidth');
  await expect(layout).toHaveAttribute('data-scroll', 'content');
  await closeSettings(page);
  await expect(page.getByTestId('navbar')).toBeVisible();
});

test('a query-string parameter carrying JSON overrides the settings for the visit', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  await newAdmin(page, request, 'query');
  const layout = page.getByTestId('shell-layout');

  const override = { layout: { style: 'layout3', config: { mode: 'boxed' } }, direction: 'rtl' };
  await page.goto(
    `${dashboardPath}?defaultSettings=${encodeURIComponent(JSON.stringify(override))}`,
  );
  await expect(layout).toHaveAttribute('data-layout', 'layout3');
  await expect(layout).toHaveAttribute('data-mode', 'boxed');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectWidth(layout, 1120);

  // Nothing was saved: without the parameter the user's own settings return.
  await page.goto(dashboardPath);
  await expect(layout).toHaveAttribute('data-layout', 'layout1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a theme change is saved with a confirmation that hides after 6 s, and returns after signing in again', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  const account = await newAdmin(page, request, 'theme');
  const layout = page.getByTestId('shell-layout');
  await expect(layout).toHaveCSS('background-color', 'rgb(247, 247, 247)');

  const panel = await openSettings(page);
  await panel.getByTestId('theme-choice-main').click();
  await page.getByTestId('theme-option-defaultDark').click();
  const snackbar = page.getByTestId('global-snackbar');
  await expect(snackbar).toHaveText('User data saved with api');
  await expect(snackbar).toHaveAttribute('data-variant', 'success');
  const shownAt = Date.now();
  await expect(layout).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  await expect(panel.getByTestId('theme-choice-main')).toContainText('Default Dark');
  await closeSettings(page);

  await expect(snackbar).toBeVisible();
  await expect(snackbar).toBeHidden({ timeout: 9000 });
  const hiddenAfter = Date.now() - shownAt;
  expect(hiddenAfter).toBeGreaterThan(5000);
  await settle(page);
  await screenshot(page, 'dark-theme');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('shell-layout')).toHaveCSS(
    'background-color',
    'rgb(247, 247, 247)',
  );
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('shell-layout')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
  await expect(page.getByTestId('navbar')).toBeVisible();
});

test('Arabic turns the page right to left, with the navbar on the right', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  await newAdmin(page, request, 'arabic');

  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('navbar-title')).toHaveText('إدارة القطعان');
  const box = await page.getByTestId('navbar-panel').boundingBox();
  expect(box && Math.round(box.x + box.width)).toBe(desktop.width);
  await settle(page);
  await screenshot(page, 'arabic');

  // The settings panel can still flip the direction on its own.
  const panel = await openSettings(page);
  await panel.getByTestId('direction-ltr').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.keyboard.press('Escape');

  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const back = await page.getByTestId('navbar-panel').boundingBox();
  expect(back?.x).toBe(0);
});

/** Hovers an entry until its menu shows: the bar may still be settling after its chunk loads. */
async function openByHover(entry: Locator, menu: Locator) {
  await expect(async () => {
    await entry.page().mouse.move(700, 700);
    await entry.hover();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('guests, staff and admins see different menus', async ({ page }) => {
  await page.setViewportSize(desktop);

  // A guest asking for a signed-in page gets the sign-in page, without the shell.
  await page.goto(dashboardPath);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  await expect(page.getByTestId('toolbar-bar')).toHaveCount(0);
  await expect(page.getByTestId('settings-button')).toHaveCount(0);

  // The demo admin (layout 1) sees the money areas.
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  const navbar = page.getByTestId('navbar-panel');
  await expect(navbar.locator('[data-navigation-id="sales"]')).toBeVisible();
  await expect(navbar.locator('[data-navigation-id="flocks"]')).toBeVisible();
  await expect(navbar.locator('[data-navigation-id="auth.admin-role-example"]')).toBeVisible();
  await expect(navbar.locator('[data-navigation-id="auth.guest-role-example"]')).toHaveCount(0);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  // The demo staff (layout 2) works with flocks but sees no sales or other money areas.
  await signIn(page, demoAccounts.staff.email, demoAccounts.staff.password);
  const bar = page.getByTestId('navbar-horizontal');
  await expect(page.getByTestId('shell-layout')).toHaveAttribute('data-layout', 'layout2');
  const menu = page.getByTestId('horizontal-menu-applications');
  await openByHover(bar.locator('[data-navigation-id="applications"]'), menu);
  await expect(menu.locator('[data-navigation-id="flocks"]')).toBeVisible();
  await expect(menu.locator('[data-navigation-id="sales"]')).toHaveCount(0);
  await expect(menu.locator('[data-navigation-id="employees-salary"]')).toHaveCount(0);
  await page.mouse.move(700, 700);
  const auth = page.getByTestId('horizontal-menu-auth');
  await openByHover(bar.locator('[data-navigation-id="auth"]'), auth);
  await expect(auth.locator('[data-navigation-id="auth.staff-role-example"]')).toBeVisible();
  await expect(auth.locator('[data-navigation-id="auth.admin-role-example"]')).toHaveCount(0);
});

test.describe('motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a page eases in over 1 s, and appears at once for a user who asks for less motion', async ({
    page,
    request,
  }) => {
    await newAdmin(page, request, 'motion');
    const pageBox = page.locator('[data-testid="shell-content"] > div:not([role=progressbar])');
    const seconds = () =>
      pageBox.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
    await expect.poll(seconds).toBe(1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(seconds).toBeLessThan(0.001);
  });
});
