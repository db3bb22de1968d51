import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const carded: [string, string][] = [
  ['full-width', 'Full Width'],
  ['full-width-tabbed', 'Full Width Tabbed'],
  ['full-width-2', 'Full Width 2'],
  ['full-width-2-tabbed', 'Full Width 2 Tabbed'],
  ['left-sidebar', 'Left Sidebar'],
  ['left-sidebar-tabbed', 'Left Sidebar Tabbed'],
  ['left-sidebar-2', 'Left Sidebar 2'],
  ['left-sidebar-2-tabbed', 'Left Sidebar 2 Tabbed'],
  ['right-sidebar', 'Right Sidebar'],
  ['right-sidebar-tabbed', 'Right Sidebar Tabbed'],
  ['right-sidebar-2', 'Right Sidebar 2'],
  ['right-sidebar-2-tabbed', 'Right Sidebar 2 Tabbed'],
];
const simple: [string, string][] = [
  ['full-width', 'Full Width'],
  ['left-sidebar', 'Left Sidebar'],
  ['left-sidebar-2', 'Left Sidebar 2'],
  ['left-sidebar-3', 'Left Sidebar 3'],
  ['right-sidebar', 'Right Sidebar'],
  ['right-sidebar-2', 'Right Sidebar 2'],
  ['right-sidebar-3', 'Right Sidebar 3'],
  ['tabbed', 'Tabbed'],
];
const wide = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

async function signedIn(page: Page, request: Parameters<typeof registerAccount>[0], name: string) {
  const account = await registerAccount(request, name);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('shell-toolbar')).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

async function open(page: Page, path: string, title: string) {
  await page.goto(`/ui/page-layouts/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ui/page-layouts/${path}$`));
}

test('every page layout in the navigation opens its own screen', async ({ page, request }) => {
  test.setTimeout(180_000); // 21 screens and 5 screenshots
  await page.setViewportSize(wide);
  await signedIn(page, request, 'layouts-all');
  for (const [family, list] of [
    ['carded', carded],
    ['simple', simple],
  ] as const) {
    for (const [slug, title] of list) {
      await open(page, `${family}/${slug}`, title);
      const demo = page.getByTestId('page-layout-demo');
      await expect(demo.getByRole('tab')).toHaveCount(slug.includes('tabbed') ? 3 : 0);
      const side = slug.startsWith('left') ? 'start' : slug.startsWith('right') ? 'end' : null;
      for (const edge of ['start', 'end']) {
        await expect(page.getByTestId(`page-sidebar-${edge}`)).toHaveCount(edge === side ? 1 : 0);
      }
      if (side) await expect(page.getByTestId(`page-sidebar-${side}`)).toBeVisible();
    }
  }
  await open(page, 'blank', 'Blank page');
  await expect(page.getByTestId('page-layout-blank')).toBeVisible();

  // The navigation's own links land on these screens too.
  await page.goto('/ui/page-layouts/simple/full-width');
  await page.getByTestId('navbar').getByRole('link', { name: 'Right Sidebar 3' }).click();
  await expect(page).toHaveURL(/\/ui\/page-layouts\/simple\/right-sidebar-3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Right Sidebar 3' })).toBeVisible();

  await page.mouse.move(0, 0);
  await screenshot(page, 'page-layouts-simple-right-sidebar-3');
  for (const slug of ['left-sidebar', 'right-sidebar-2-tabbed', 'full-width-2']) {
    await page.goto(`/ui/page-layouts/carded/${slug}`);
    await expect(page.getByTestId('page-carded-card')).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, `page-layouts-carded-${slug}`);
  }
  await page.goto('/ui/page-layouts/simple/left-sidebar-2');
  await expect(page.getByTestId('page-layout-demo')).toBeVisible();
  await screenshot(page, 'page-layouts-simple-left-sidebar-2');
});

test('a carded sidebar folds away and comes back on a wide screen', async ({ page, request }) => {
  await page.setViewportSize(wide);
  await signedIn(page, request, 'layouts-wide');
  await open(page, 'carded/left-sidebar', 'Left Sidebar');
  const sidebar = page.getByTestId('page-sidebar-start');
  const toggle = page.getByTestId('page-sidebar-toggle-start');
  await expect(sidebar).toBeVisible();
  // Inside the card, at its left, before the content.
  const card = await box(page.getByTestId('page-carded-card'));
  const content = await box(page.getByTestId('layout-description'));
  const side = await box(sidebar);
  expect(side.x).toBeGreaterThanOrEqual(card.x);
  expect(side.x + side.width).toBeLessThanOrEqual(content.x);

  await toggle.click();
  await expect(sidebar).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The content takes the freed width.
  await expect
    .poll(async () => (await box(page.getByTestId('layout-description'))).x)
    .toBeLessThan(content.x);
  await toggle.click();
  await expect(sidebar).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('on a small screen a carded sidebar is a drawer', async ({ page, request }) => {
  await page.setViewportSize(phone);
  await signedIn(page, request, 'layouts-small');
  await open(page, 'carded/right-sidebar-2', 'Right Sidebar 2');
  const sidebar = page.getByTestId('page-sidebar-end');
  await expect(sidebar).toBeHidden();
  await page.getByTestId('page-sidebar-toggle-end').click();
  await expect(sidebar).toBeVisible();
  // It comes in from the right edge of the window.
  const drawer = await box(sidebar);
  expect(drawer.x + drawer.width).toBeGreaterThan(phone.width - 2);
  await page.waitForTimeout(400);
  await screenshot(page, 'page-layouts-carded-right-sidebar-2-phone');
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await page.getByTestId('page-sidebar-toggle-end').click();
  await sidebar.getByRole('button', { name: 'Reports' }).click();
  await expect(sidebar).toBeHidden();
  await expect(page.getByTestId('layout-content-heading')).toHaveText('Content for “Reports”');
});

test('tabs switch the content of a tabbed layout', async ({ page, request }) => {
  await page.setViewportSize(wide);
  await signedIn(page, request, 'layouts-tabs');
  await open(page, 'carded/left-sidebar-2-tabbed', 'Left Sidebar 2 Tabbed');
  const heading = page.getByTestId('layout-content-heading');
  await expect(heading).toHaveText('Content of the “Overview” tab');
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(heading).toHaveText('Content of the “Details” tab');
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await open(page, 'simple/tabbed', 'Tabbed');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(heading).toHaveText('Content of the “Activity” tab');
});

test('in Arabic the layouts mirror: the start sidebar sits on the right', async ({
  page,
  request,
}) => {
  await page.setViewportSize(wide);
  await signedIn(page, request, 'layouts-arabic');
  await open(page, 'carded/left-sidebar', 'Left Sidebar');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'شريط جانبي أيسر' })).toBeVisible();
  const sidebar = await box(page.getByTestId('page-sidebar-start'));
  const content = await box(page.getByTestId('layout-description'));
  expect(sidebar.x).toBeGreaterThanOrEqual(content.x + content.width);
  await page.mouse.move(0, 0);
  await screenshot(page, 'page-layouts-carded-left-sidebar-rtl');

  await page.goto('/ui/page-layouts/simple/right-sidebar-3');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'شريط جانبي أيمن 3' })).toBeVisible();
  const end = await box(page.getByTestId('page-sidebar-end'));
  const floatingContent = await box(page.getByTestId('layout-demo-blocks'));
  expect(end.x + end.width).toBeLessThanOrEqual(floatingContent.x);
  // A floating panel keeps a small gap to the content, not a wide one.
  expect(floatingContent.x - (end.x + end.width)).toBeLessThan(40);
  // The code stays left to right.
  await expect(page.getByTestId('layout-usage-code')).toHaveAttribute('dir', 'ltr');
  await page.mouse.move(0, 0);
  await screenshot(page, 'page-layouts-simple-right-sidebar-3-rtl');

  await page.goto('/ui/page-layouts/carded/full-width-2-tabbed');
  await expect(page.getByRole('tab', { name: 'التفاصيل' })).toBeVisible();
  await screenshot(page, 'page-layouts-carded-full-width-2-tabbed-rtl');
});
