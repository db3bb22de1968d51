import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { demoAccounts, openSignedIn, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const snackbar = (page: Page) => page.getByTestId('global-snackbar');

async function chooseLanguage(page: Page, name: RegExp): Promise<void> {
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name }).click();
}

test('To-do: add a task, star it, find it under Starred, remove it, find it under Deleted', async ({
  page,
}) => {
  // A long walk through the app: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  // The toolbar's To-Do shortcut lands on All.
  await page.getByTestId('shortcut-bar').locator('a[href="/apps/todo"]').click();
  await expect(page).toHaveURL(/\/apps\/todo\/all$/);
  const sidebar = page.getByRole('navigation', { name: 'To-do' });
  for (const title of ['All', 'Starred', 'Priority', 'Sheduled', 'Today', 'Done', 'Deleted']) {
    await expect(sidebar.getByRole('link', { name: title, exact: true })).toBeVisible();
  }

  // Add: a title is required; the new task comes first.
  const title = `Check the water meters ${Date.now().toString(36)}`;
  await page.getByTestId('todo-add').click();
  const dialog = page.getByTestId('todo-dialog');
  await dialog.getByTestId('todo-dialog-save').click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await dialog.getByTestId('todo-title').fill(title);
  await dialog.getByTestId('todo-notes').fill('Houses 1 to 4, before 08:00');
  await dialog.getByTestId('todo-label-backend').click();
  await dialog.getByTestId('todo-dialog-save').click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toContainText('Task added.');
  const first = page.getByTestId('todo-item').first();
  await expect(first.getByTestId('todo-item-title')).toHaveText(title);
  await expect(first.getByText('Backend')).toBeVisible();

  // Star it and find it under Starred.
  const mine = page.getByTestId('todo-item').filter({ hasText: title });
  await mine.getByTestId('todo-item-star').click();
  await expect(mine.getByRole('button', { name: 'Remove star' })).toBeVisible();
  await page.getByTestId('todo-nav-filter-starred').click();
  await expect(page).toHaveURL(/\/apps\/todo\/filter\/starred$/);
  await expect(mine).toHaveCount(1);
  const unstarred = page
    .getByTestId('todo-item')
    .filter({ has: page.getByRole('button', { name: 'Star', exact: true }) });
  await expect(unstarred).toHaveCount(0);
  await screenshot(page, 'todo-starred');

  // Remove it: it leaves Starred and shows under Deleted only.
  await mine.getByTestId('todo-item-remove').click();
  await expect(snackbar(page)).toContainText('Task moved to Deleted.');
  await expect(mine).toHaveCount(0);
  await page.getByTestId('todo-nav-folder-all').click();
  await expect(page.getByTestId('todo-item').first()).toBeVisible();
  await expect(mine).toHaveCount(0);
  await page.getByTestId('todo-nav-filter-deleted').click();
  await expect(mine).toHaveCount(1);
  await screenshot(page, 'todo-deleted');

  // Arabic: right to left, translated titles.
  await chooseLanguage(page, /العربية/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('todo-nav-filter-deleted')).toContainText('المحذوفة');
  await screenshot(page, 'todo-deleted-ar');
  await chooseLanguage(page, /English/);

  // Delete permanently, after confirming; Escape first leaves it in place.
  await mine.getByTestId('todo-item-delete').click();
  await expect(page.getByRole('dialog', { name: 'Delete permanently?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(mine).toHaveCount(1);
  await mine.getByTestId('todo-item-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete permanently' }).click();
  await expect(snackbar(page)).toContainText('Task deleted permanently.');
  await expect(mine).toHaveCount(0);
});

test('To-do: edit in the dialog, and reorder by keyboard', async ({ page }) => {
  await openSignedIn(page, demoAccounts.admin.email, demoAccounts.admin.password, '/apps/todo/all');
  const titles = page.getByTestId('todo-item-title');
  await expect(titles.first()).toBeVisible();
  const [firstTitle, secondTitle] = await titles.allTextContents();

  // Space lifts the task by its handle, the arrow moves it, Space drops it.
  await page.getByRole('button', { name: `Move ${firstTitle}` }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(titles.nth(0)).toHaveText(secondTitle ?? '');
  await expect(titles.nth(1)).toHaveText(firstTitle ?? '');
  // Screen readers hear the task and the list by their titles.
  await expect(page.locator('[id^="rfd-announcement"]')).toHaveText(
    `Dropped task “${firstTitle}” in list “All”, position 2.`,
  );

  // Open the second task, mark it priority and done; the list shows it.
  await titles.nth(1).click();
  await expect(page).toHaveURL(/\/apps\/todo\/all\/[0-9a-f]+$/);
  const dialog = page.getByTestId('todo-dialog');
  await expect(dialog.getByTestId('todo-title')).toHaveValue(firstTitle ?? '');
  await dialog.getByTestId('todo-flag-important').check();
  await dialog.getByTestId('todo-dialog-save').click();
  await expect(snackbar(page)).toContainText('Task saved.');
  await expect(page).toHaveURL(/\/apps\/todo\/all$/);
  await page.getByTestId('todo-nav-filter-important').click();
  await expect(page.getByTestId('todo-item').filter({ hasText: firstTitle ?? '' })).toHaveCount(1);
});
