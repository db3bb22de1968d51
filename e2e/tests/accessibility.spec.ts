import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { demoAccounts, openSignedIn } from '../support/auth.ts';
import { activeBroiler, apiToken } from '../support/records.ts';

/*
 * Keyboard only: the four daily flows reach every control with Tab, act with Enter, Space and
 * Escape, and after each step the focus is where a person using the keyboard (or a screen
 * reader) expects it. Axe (WCAG 2.0/2.1 A and AA) checks the pages they pass.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Tab until `target` has the focus; fails when it takes more than `most` presses. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`Not reached with ${most} presses of Tab.`);
}

async function expectFocused(target: Locator): Promise<void> {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

test('signing in by keyboard lands on the dashboard with the focus on its heading', async ({
  page,
}) => {
  await page.goto('/login');
  const email = page.locator('input[name="email"]');
  await tabTo(page, email);
  await page.keyboard.type(demoAccounts.staff.email);
  await page.keyboard.press('Tab');
  await expectFocused(page.locator('input[name="password"]'));
  await page.keyboard.type(demoAccounts.staff.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/);
  const heading = page.getByTestId('shell-content').locator('h1, h2').first();
  await expect(heading).toBeVisible();
  await expectFocused(heading);
});

test('the skip link, then the flock list sorted and a flock opened, by keyboard', async ({
  page,
}) => {
  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/apps/flocks');
  const firstRow = page.locator('tr.record-table-row').first();
  await expect(firstRow).toBeVisible();
  await expectNoViolations(page, 'the flock list');

  // The first Tab stop skips the navigation and the toolbar.
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expectFocused(skip);
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expectFocused(page.getByTestId('shell-content'));

  // A sort header, from inside the page in a few presses.
  const header = page.getByRole('columnheader', { name: 'Flock', exact: true });
  const sortButton = header.getByRole('button');
  const presses = await tabTo(page, sortButton, 15);
  expect(presses).toBeLessThanOrEqual(15);
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectFocused(sortButton);
  // A screen reader hears the new order, the number of flocks and the page.
  await expect(page.getByRole('status').filter({ hasText: 'Sorted by' })).toHaveText(
    /^Sorted by Flock, ascending\. \d+ records\. Page 1 of 1\./,
  );

  // A row opens its flock; the focus goes to the flock's heading.
  await tabTo(page, firstRow, 30);
  const name = (await firstRow.locator('td').first().textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('flock-name')).toHaveText(name);
  await expectFocused(page.getByTestId('shell-content').locator('h1, h2').first());
  await expectNoViolations(page, 'a flock page');
});

test('a death record created by keyboard; the list it returns to has the focus', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'staff');
  const flock = await activeBroiler(request, token);
  await openSignedIn(
    page,
    demoAccounts.staff.email,
    demoAccounts.staff.password,
    `/apps/death/new?flockId=${flock.id}`,
  );
  const count = page.locator('input[name="count"]');
  await expect(count).toBeVisible();
  await expectNoViolations(page, 'the death form');
  await tabTo(page, count, 60);
  const save = page.getByTestId('record-save');
  // Saved empty: the field's error is an alert where it appears, and the focus goes back to
  // the field, which the error describes.
  await tabTo(page, save, 30);
  await page.keyboard.press('Enter');
  const error = page.getByRole('alert').filter({ hasText: 'Enter a number' });
  await expect(error).toBeVisible();
  await expectFocused(count);
  const describedBy = (await count.getAttribute('aria-describedby')) ?? '';
  expect(describedBy.split(' ')).toContain(await error.getAttribute('id'));
  await page.keyboard.type('3');
  await expect(error).toBeHidden();
  await tabTo(page, save, 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/death-details/);
  await expectFocused(page.getByTestId('shell-content').locator('h1, h2').first());
});

test('the settings panel opens and closes by keyboard and gives the focus back', async ({
  page,
}) => {
  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/apps/flocks');
  await expect(page.locator('tr.record-table-row').first()).toBeVisible();
  const button = page.getByTestId('settings-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Theme Settings' });
  await expect(panel).toBeVisible();
  await expect
    .poll(() => panel.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expectNoViolations(page, 'the settings panel');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expectFocused(button);
});

test('the sign-in page has no violations in English and Arabic', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expectNoViolations(page, 'the sign-in page');
  await page.evaluate(() => localStorage.setItem('flockbook.language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await expectNoViolations(page, 'the sign-in page in Arabic');
});
