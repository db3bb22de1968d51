import { expect, test } from '../support/fixtures.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function signedIn(page: Page, request: APIRequestContext, name: string) {
  const account = await registerAccount(request, name);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('shell-toolbar')).toBeVisible();
}

async function settled(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    const running = () =>
      document.getAnimations().filter((motion) => motion instanceof CSSTransition);
    for (let round = 0; round < 5 && running().length > 0; round += 1) {
      await Promise.allSettled(running().map((motion) => motion.finished));
    }
  });
}

const hasIconFont = (page: Page) =>
  page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Material Icons')));

/** Drawn by the font, a ligature is one square glyph; unstyled it would be a long word. */
async function expectGlyph(glyph: Locator, size: number) {
  await expect
    .poll(() => glyph.evaluate((element) => element.scrollWidth), { timeout: 15_000 })
    .toBeLessThanOrEqual(size + 2);
}

async function toArabic(page: Page) {
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('Icons: search narrows a virtualised grid and an icon opens with its usage copied', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(page, request, 'ui-icons');
  // The icon font is part of the icons page only.
  expect(await hasIconFont(page)).toBe(false);

  await page.goto('/ui/icons');
  await expect(page.getByRole('heading', { level: 1, name: 'Icons' })).toBeVisible();
  await expect(page.getByTestId('icons-count')).toHaveText('1,013 of 1,013 icons');
  const tiles = page.getByTestId('icon-tile');
  await expect(tiles.first()).toBeVisible();
  expect(await hasIconFont(page)).toBe(true);
  expect(await tiles.count()).toBeLessThan(150);
  await expectGlyph(tiles.first().getByTestId('icon-glyph'), 32);
  await settled(page);
  await screenshot(page, 'ui-icons');

  const searchBox = page.getByTestId('icons-search');
  await searchBox.fill('alarm');
  await expect(page.getByTestId('icons-count')).toHaveText('7 of 1,013 icons');
  await expect(tiles).toHaveCount(7);
  await searchBox.fill('trash');
  await expect(page.getByTestId('icons-count')).toHaveText('5 of 1,013 icons');
  await expect(page.getByRole('button', { name: 'Open delete_forever' })).toBeVisible();
  await searchBox.fill('zzz');
  await expect(page.getByText('No icons match “zzz”.')).toBeVisible();

  // A tile opens from the keyboard.
  await searchBox.fill('egg');
  await expect(page.getByTestId('icons-count')).toHaveText('2 of 1,013 icons');
  await page.getByRole('button', { name: 'Open egg_alt' }).focus();
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('icon-detail');
  await expect(detail.getByTestId('icon-code')).toHaveText('U+EB3E · 60222');
  await expectGlyph(detail.getByTestId('icon-glyph'), 64);
  await detail.getByRole('button', { name: 'Copy: With the icon font' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '<span className="material-icons">egg_alt</span>',
  );
  await settled(page);
  await screenshot(page, 'ui-icons-detail');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});

test('Typography and helper classes show their examples with code', async ({ page, request }) => {
  await signedIn(page, request, 'ui-type');
  await page.goto('/ui/typography');
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  for (const variant of ['h1', 'h6', 'body1', 'caption', 'overline']) {
    await expect(page.getByTestId(`type-sample-${variant}`)).toBeVisible();
  }
  const h1Size = await page
    .getByTestId('type-sample-h1')
    .evaluate((element) => getComputedStyle(element).fontSize);
  expect(h1Size).toBe('96px');
  await expect(page.getByText('One line, cut with an ellipsis')).toBeVisible();
  expect(await page.getByTestId('live-example').count()).toBe(18);
  expect(await hasIconFont(page)).toBe(false);
  await settled(page);
  await screenshot(page, 'ui-typography');
  await page.getByRole('heading', { level: 2, name: 'Text styles' }).scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot(page, 'ui-typography-text-styles');

  await page.goto('/ui/helper-classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Helper classes' })).toBeVisible();
  await expect(page.getByTestId('live-example')).toHaveCount(8);
  await expect(page.getByText('Shown from md up', { exact: true })).toBeVisible();
  await expect(page.getByText('Shown below md', { exact: true })).toBeHidden();
  await settled(page);
  await screenshot(page, 'ui-helper-classes');
});

test('The user-interface pages read right to left in Arabic', async ({ page, request }) => {
  await signedIn(page, request, 'ui-arabic');
  await page.goto('/ui/icons');
  await expect(page.getByTestId('icons-count')).toHaveText('1,013 of 1,013 icons');
  await toArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'الأيقونات' })).toBeVisible();
  await expect(page.getByTestId('icons-count')).toHaveText('1,013 من 1,013 أيقونة');
  await expectGlyph(page.getByTestId('icon-glyph').first(), 32);
  // The first tile sits at the right.
  const grid = await page.getByTestId('icon-grid').boundingBox();
  const first = await page.getByTestId('icon-tile').first().boundingBox();
  expect(grid && first && first.x > grid.x + grid.width / 2).toBe(true);
  await settled(page);
  await screenshot(page, 'ui-icons-rtl');

  await page.goto('/ui/typography');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الطباعة' })).toBeVisible();
  await expect(page.getByTestId('type-sample-body1')).toHaveText(
    'تبلغ الدواجن اللاحمة 2.4 كغ في 35 يومًا',
  );
  await settled(page);
  await screenshot(page, 'ui-typography-rtl');

  await page.goto('/ui/helper-classes');
  await expect(page.getByRole('heading', { level: 1, name: 'الأصناف المساعدة' })).toBeVisible();
  await expect(page.getByTestId('live-example')).toHaveCount(8);
  await settled(page);
  await screenshot(page, 'ui-helper-classes-rtl');
});
