import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { demoAccounts, openSignedIn } from '../support/auth.ts';

/*
 * Every theme the settings panel offers, light and dark, on every part of the shell: the flock
 * list and a flock's page pass axe (WCAG 2.0/2.1 A and AA, colour contrast included), and a
 * control reached by keyboard shows the one focus ring. The ring's contrast against each
 * theme's surfaces is worked out in themes.test.ts.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** The theme names the settings panel offers for the main area. */
async function offeredThemes(page: Page): Promise<string[]> {
  await page.getByTestId('settings-button').click();
  await page.getByTestId('theme-choice-main').click();
  const ids = await page
    .locator('[data-testid^="theme-option-"]')
    .evaluateAll((options) => options.map((option) => option.getAttribute('data-testid') ?? ''));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  return ids.map((id) => id.replace('theme-option-', ''));
}

/** The outline a control shows when the keyboard brings the focus to it. */
async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
  });
}

test('every theme passes axe on the flock list and a flock, with the focus ring shown', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/apps/flocks');
  await expect(page.locator('tr.record-table-row').first()).toBeVisible();
  const themes = await offeredThemes(page);
  expect(themes).toHaveLength(10);

  const found: string[] = [];
  for (const theme of themes) {
    const slots = { main: theme, navbar: theme, toolbar: theme, footer: theme };
    await page.goto(
      `/apps/flocks?defaultSettings=${encodeURIComponent(JSON.stringify({ theme: slots }))}`,
    );
    const firstRow = page.locator('tr.record-table-row').first();
    await expect(firstRow).toBeVisible();
    await expect(page.getByTestId('record-list-loading')).toHaveCount(0);
    found.push(...(await axeViolations(page)).map((line) => `${theme}, flock list: ${line}`));

    // A sort header reached by Tab from the row below it shows the ring.
    await firstRow.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('th') !== null)).toBe(true);
    expect(await focusRing(page), `${theme}: the focus ring`).toBe('solid 2px rgb(17, 24, 39)');

    await firstRow.click();
    await expect(page.getByTestId('flock-name')).toBeVisible();
    await expect(page.getByTestId('loading-state')).toHaveCount(0);
    found.push(...(await axeViolations(page)).map((line) => `${theme}, flock page: ${line}`));
  }
  expect(found, 'axe in every theme').toEqual([]);
});
