import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { demoAccounts, signIn } from '../support/auth.ts';
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

test('Arabic product page: the English description field and the product name read left to right', async ({
  page,
}) => {
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await useLanguage(page, 'ar');
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
