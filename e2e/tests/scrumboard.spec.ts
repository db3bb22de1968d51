import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function openScrumboard(
  page: Page,
  request: Parameters<typeof registerAccount>[0],
  name: string,
) {
  const account = await registerAccount(request, name);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('shell-toolbar')).toBeVisible();
}

const list = (page: Page, name: string) =>
  page.locator(`section[data-testid="board-list"][aria-label="${name}"]`);
const card = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-testid="board-card"][aria-label="${name}"]`);

/** What screen readers hear about the drag (the library's live region). */
const announcement = (page: Page) => page.locator('[id^="rfd-announcement"]');

/** Picks the card up with Space, moves it with the arrow keys and drops it with Space. */
async function moveByKeyboard(page: Page, target: Locator, keys: string[]) {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press('Space');
  // The announcement of the lift names the card by its title, in any language.
  const name = (await target.getAttribute('aria-label')) ?? '';
  await expect(announcement(page)).toContainText(name);
  // The library animates the lift and each move; it ignores keys pressed during an animation.
  await page.waitForTimeout(400);
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
  }
  await page.keyboard.press('Space');
}

test('Scrumboard: create a board, add lists and a card, move it by keyboard, tick a checklist', async ({
  page,
  request,
}) => {
  await openScrumboard(page, request, 'scrumboard');
  await page.goto('/apps/scrumboard');
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards$/);
  await expect(page.getByTestId('board-tile')).toHaveCount(3);
  await page.mouse.move(0, 0);
  await screenshot(page, 'scrumboard-boards');

  await page.getByTestId('add-board').click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards\/[0-9a-f]{8}\/untitled-board$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Untitled board' })).toBeVisible();

  await page.getByTestId('add-list').click();
  const listName = page.getByTestId('add-list-form').getByLabel('List name');
  await listName.fill('To do');
  await listName.press('Enter');
  await expect(list(page, 'To do')).toBeVisible();
  await listName.fill('Done');
  await listName.press('Enter');
  await expect(list(page, 'Done')).toBeVisible();
  await listName.press('Escape');

  await list(page, 'To do').getByRole('button', { name: 'Add a card' }).click();
  const cardName = list(page, 'To do').getByLabel('Card title');
  await cardName.fill('Check the water meter');
  await cardName.press('Enter');
  await expect(card(list(page, 'To do'), 'Check the water meter')).toBeVisible();
  await cardName.press('Escape');

  // Into an empty list; screen readers hear the card and the lists by their titles.
  await moveByKeyboard(page, card(page, 'Check the water meter'), ['ArrowRight']);
  await expect(card(list(page, 'Done'), 'Check the water meter')).toBeVisible();
  await expect(card(list(page, 'To do'), 'Check the water meter')).toHaveCount(0);
  await expect(announcement(page)).toHaveText(
    'Dropped card “Check the water meter”: moved from list “To do”, position 1, to list “Done”, position 1.',
  );
  await expect(list(page, 'Done').getByTestId('list-card-count')).toHaveText('1 card');
  await expect(list(page, 'To do').getByTestId('list-card-count')).toHaveText('0 cards');

  await card(page, 'Check the water meter').click();
  const dialog = page.getByTestId('card-dialog');
  await dialog.getByRole('button', { name: 'Add a checklist' }).click();
  const checklistName = dialog.getByTestId('add-checklist-form').getByLabel('Checklist title');
  await checklistName.fill('Meters');
  await checklistName.press('Enter');
  await expect(dialog.getByTestId('card-checklist')).toHaveCount(1);
  const newItem = dialog.getByTestId('checklist-new-item');
  await newItem.fill('Read the meter in House 1');
  await newItem.press('Enter');
  await expect(dialog.getByTestId('checklist-item')).toHaveCount(1);
  await newItem.fill('Read the meter in House 2');
  await newItem.press('Enter');
  await expect(dialog.getByTestId('checklist-progress')).toHaveText('0 of 2 done (0%)');
  await dialog.getByRole('checkbox', { name: 'Read the meter in House 1' }).check();
  await expect(dialog.getByTestId('checklist-progress')).toHaveText('1 of 2 done (50%)');
  await expect(page.getByText('Card saved.').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    card(page, 'Check the water meter').getByLabel('1 of 2 checklist items done'),
  ).toBeVisible();

  // A sample board with covers, labels and members, and its richest card.
  await page.goto('/apps/scrumboard/boards/b-house3/house-3-renovation');
  await expect(card(list(page, 'To do'), 'Replace the roof panels')).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'scrumboard-board');
  await card(page, 'Replace the roof panels').click();
  await expect(dialog.getByTestId('checklist-progress')).toHaveText('2 of 4 done (50%)');
  await screenshot(page, 'scrumboard-card-dialog');
});

test('Scrumboard: an unknown board shows "not found" with the way back', async ({
  page,
  request,
}) => {
  await openScrumboard(page, request, 'scrumboard-missing');
  await page.goto('/apps/scrumboard/boards/nowhere/lost');
  await expect(page.getByRole('heading', { name: 'Board not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the boards' }).click();
  await expect(page).toHaveURL(/\/apps\/scrumboard\/boards$/);
  await expect(page.getByTestId('board-tile')).toHaveCount(3);
});

test('Scrumboard reads right to left in Arabic, and moves cards by keyboard there', async ({
  page,
  request,
}) => {
  await openScrumboard(page, request, 'scrumboard-arabic');
  await page.goto('/apps/scrumboard/boards/b-house3/house-3-renovation');
  await expect(card(page, 'Replace the roof panels')).toBeVisible();
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إضافة قائمة' })).toBeVisible();

  // The first list is on the right and the next one to its left.
  const first = await list(page, 'To do').boundingBox();
  const second = await list(page, 'In progress').boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
  await moveByKeyboard(page, card(page, 'New nipple drinker lines'), ['ArrowLeft']);
  await expect(card(list(page, 'In progress'), 'New nipple drinker lines')).toBeVisible();
  // Screen readers hear Arabic, with the card and the lists named by their titles.
  await expect(announcement(page)).toContainText(
    'أُفلتت البطاقة «New nipple drinker lines»: نُقلت من القائمة «To do»',
  );
  await expect(announcement(page)).toContainText('إلى القائمة «In progress»، الموضع');
  await expect(announcement(page)).not.toContainText(/li-|[0-9a-f]{8}/);
  await expect(page.getByText('Service the tunnel fans')).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'scrumboard-board-rtl');

  await card(page, 'Replace the roof panels').click();
  const dialog = page.getByTestId('card-dialog');
  await expect(dialog.getByTestId('checklist-progress')).toHaveText('أُنجز 2 من 4 (50٪)');
  await screenshot(page, 'scrumboard-card-dialog-rtl');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/apps/scrumboard/boards');
  await expect(page.getByRole('heading', { level: 1, name: 'اللوحات' })).toBeVisible();
  await expect(page.getByTestId('board-tile')).toHaveCount(3);
  await page.mouse.move(0, 0);
  await screenshot(page, 'scrumboard-boards-rtl');
});
