import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { demoAccounts, signIn } from '../support/auth.ts';
import { activeBroiler, apiToken } from '../support/records.ts';
import { screenshot } from '../support/screenshot.ts';

/*
 * Text that comes from data is drawn in its own direction, whatever the language of the screens:
 * Latin text in Arabic keeps its punctuation at its end and shows its start when it is cut, and
 * Arabic text in English reads right to left.
 */

const WEIGHING_MAIL = '/apps/mail/inbox/9c41e2a7';
const WEIGHING_SUBJECT = 'House 3 weighing: birds ahead of target';

async function useLanguage(page: Page, language: 'en' | 'ar'): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('flockbook.language', code), language);
}

const direction = (element: Locator) =>
  element.evaluate((node) => getComputedStyle(node).direction);

/**
 * Where the characters of an element's text are drawn: the horizontal middle of each, in order
 * of the text, and the element's own box.
 */
async function characterPositions(element: Locator) {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const text = node.firstChild;
    const middles: number[] = [];
    if (text?.nodeType === Node.TEXT_NODE) {
      const range = document.createRange();
      for (let index = 0; index < (text.textContent ?? '').length; index += 1) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const rect = range.getBoundingClientRect();
        middles.push(rect.left + rect.width / 2);
      }
    }
    return { middles, left: box.left, right: box.right };
  });
}

test('Arabic mail reader: an English mail reads left to right with its punctuation at its end', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await useLanguage(page, 'ar');
  await page.goto(WEIGHING_MAIL);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const subject = page.getByTestId('mail-view-subject');
  await expect(subject).toHaveText(WEIGHING_SUBJECT);
  expect(await direction(subject)).toBe('ltr');

  const message = page.getByTestId('mail-view-message');
  const greeting = message.locator('p').first();
  await expect(greeting).toHaveText('Hi Grace,');
  expect(await direction(greeting)).toBe('ltr');
  // "Hi Grace," with its comma after "Grace", on the right, not before "Hi".
  const letters = (await characterPositions(greeting)).middles;
  expect(letters).toHaveLength('Hi Grace,'.length);
  expect(letters).toEqual([...letters].sort((a, b) => a - b));
  const closing = message.locator('p').last();
  await expect(closing).toHaveText('Best regards,Tomasz');
  expect(await direction(closing)).toBe('ltr');
  await expect(message.locator('li').first()).toHaveAttribute('dir', 'auto');
  expect(await direction(message.locator('li').first())).toBe('ltr');
  // The sidebar's labels are named by the user: each name in its own direction.
  const label = page.getByTestId('mail-nav-label-invoice').locator('[dir="auto"]');
  await expect(label).toHaveText('Invoice');
  expect(await direction(label)).toBe('ltr');
  await screenshot(page, 'data-text-mail-reader-ar');
});

test('Arabic mail list on a phone: a long subject is cut at its end, never at its start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await useLanguage(page, 'ar');
  await page.goto('/apps/mail/inbox');
  const row = page.getByTestId('mail-list-item').filter({ hasText: WEIGHING_SUBJECT });
  const subject = row.getByTestId('mail-list-subject');
  await expect(subject).toHaveText(WEIGHING_SUBJECT);
  expect(await direction(subject)).toBe('ltr');
  // Too long for the row: the text overflows its box…
  expect(await subject.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  // …and its first letters are inside the box, the cut (and the ellipsis) at the end.
  const { middles, left, right } = await characterPositions(subject);
  expect(middles[0]).toBeGreaterThan(left);
  expect(middles[0]).toBeLessThan(right);
  expect(middles.at(-1)).toBeGreaterThan(right);
  expect(await direction(row.getByTestId('mail-list-excerpt'))).toBe('ltr');
  await screenshot(page, 'data-text-mail-list-ar');
});

test('Arabic to-do list and notes: English tasks and notes keep their direction; fields follow the text', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await useLanguage(page, 'ar');
  await page.goto('/apps/todo');
  const notes = page.getByTestId('todo-item-notes').first();
  await expect(notes).toBeVisible();
  expect(await direction(notes)).toBe('ltr');
  expect(await direction(page.getByTestId('todo-item-title').first())).toBe('ltr');
  await screenshot(page, 'data-text-todo-ar');

  // The task's dialog: its fields draw each paragraph in the direction of its own text.
  await page.getByTestId('todo-item-title').first().click();
  const notesField = page.getByTestId('todo-dialog').getByTestId('todo-notes');
  await expect(notesField).toBeVisible();
  expect(await notesField.evaluate((node) => getComputedStyle(node).unicodeBidi)).toBe('plaintext');
  await screenshot(page, 'data-text-todo-dialog-ar');

  await page.goto('/apps/notes');
  await expect(page.getByTestId('note-card').first()).toBeVisible();
  await screenshot(page, 'data-text-notes-ar');
});

test('English to-do list: an Arabic task reads right to left', async ({ page }) => {
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await useLanguage(page, 'en');
  await page.goto('/apps/todo');
  const title = 'اطلب العلف للحظيرة 4.';
  await page.getByTestId('todo-add').click();
  const dialog = page.getByTestId('todo-dialog');
  await dialog.getByTestId('todo-title').fill(title);
  await dialog.getByTestId('todo-notes').fill('قبل يوم الأربعاء!');
  await dialog.getByTestId('todo-dialog-save').click();
  await expect(dialog).toBeHidden();
  const item = page.getByTestId('todo-item-title').filter({ hasText: title });
  await expect(item).toBeVisible();
  expect(await direction(item)).toBe('rtl');
  // Read right to left: each letter left of the one before it, the full stop leftmost.
  const { middles } = await characterPositions(item);
  expect(middles.at(-1)).toBe(Math.min(...middles));
  await screenshot(page, 'data-text-todo-en');
});

test('Arabic orders and product page: customers, the product name and its description field read left to right', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await useLanguage(page, 'ar');
  // The orders' customers: each name in its own direction in its cell.
  await page.goto('/apps/e-commerce/orders');
  const customer = page.locator('[role="gridcell"][data-field="customer"]').first();
  await expect(customer.locator('[dir="auto"]')).toHaveText(/^[A-Za-z]/);
  expect(await direction(customer.locator('[dir="auto"]'))).toBe('ltr');
  await screenshot(page, 'data-text-orders-ar');

  await page.goto('/apps/e-commerce/products');
  const name = page.getByRole('link', { name: 'Galvanised tube feeder 10 kg' });
  expect(await direction(name)).toBe('ltr');
  await name.click();
  await expect(page).toHaveURL(/\/products\/[^/]+\/galvanised-tube-feeder-10-kg$/);
  const description = page.locator('textarea[name="description"]');
  await expect(description).not.toHaveValue('');
  expect(await description.evaluate((node) => getComputedStyle(node).unicodeBidi)).toBe(
    'plaintext',
  );
  await page.mouse.move(0, 0);
  await screenshot(page, 'data-text-product-ar');
});

test('Arabic farm screens: farm and flock names read left to right in pickers, the flock page and its path', async ({
  page,
  request,
}) => {
  const flock = await activeBroiler(request, await apiToken(request, 'admin'));
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await useLanguage(page, 'ar');

  // A list's filters: the farm picker's choices and the chosen farm in the closed field.
  await page.goto('/apps/death-details');
  const filters = page.getByTestId('record-filters');
  const farmPicker = filters.getByRole('combobox').nth(0);
  await farmPicker.click();
  const farmChoice = page.getByRole('option', { name: flock.farmName }).locator('[dir="auto"]');
  await expect(farmChoice).toHaveText(flock.farmName);
  expect(await direction(farmChoice)).toBe('ltr');
  await screenshot(page, 'data-text-farm-picker-ar');
  await farmChoice.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  const chosenFarm = farmPicker.locator('[dir="auto"]');
  await expect(chosenFarm).toHaveText(flock.farmName);
  expect(await direction(chosenFarm)).toBe('ltr');
  // The name stays at the field's start (its right in Arabic), not at the arrow's side.
  const field = await farmPicker.boundingBox();
  const text = await chosenFarm.boundingBox();
  expect(field && text && field.x + field.width - (text.x + text.width)).toBeLessThan(20);

  const flockPicker = filters.getByRole('combobox').nth(1);
  await flockPicker.click();
  const flockChoice = page.getByRole('option', { name: flock.name }).locator('[dir="auto"]');
  await expect(flockChoice).toHaveText(flock.name);
  await flockChoice.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(flockPicker.locator('[dir="auto"]')).toHaveText(flock.name);
  expect(await direction(flockPicker.locator('[dir="auto"]'))).toBe('ltr');

  // A form's flock picker names each flock and its farm.
  await page.goto('/apps/death/new');
  await page.locator('#field-flockId').click();
  const formChoice = page.getByRole('option', { name: flock.name }).locator('[dir="auto"]');
  await expect(formChoice).toContainText(`${flock.name} · `);
  expect(await direction(formChoice)).toBe('ltr');
  await page.keyboard.press('Escape');

  // The flock's page: its farm in the line under the name, and its name in the path.
  await page.goto(`/apps/flocks/${flock.id}/${flock.handle}`);
  const farmFact = page.getByTestId('flock-facts').locator('[dir="auto"]').first();
  await expect(farmFact).toHaveText(flock.farmName);
  expect(await direction(farmFact)).toBe('ltr');
  const crumb = page.locator('.MuiBreadcrumbs-li').last().locator('[dir="auto"]');
  await expect(crumb).toHaveText(flock.name);
  expect(await direction(crumb)).toBe('ltr');
  await screenshot(page, 'data-text-flock-page-ar');
});
