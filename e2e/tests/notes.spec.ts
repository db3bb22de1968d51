import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

async function openNotes(page: Page, request: Parameters<typeof registerAccount>[0], name: string) {
  const account = await registerAccount(request, name);
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('shell-toolbar')).toBeVisible();
}

const card = (page: Page, title: string) =>
  page.getByTestId('note-card').filter({ has: page.getByRole('heading', { name: title }) });

test('Notes: create a note with a checklist, archive it, and label it', async ({
  page,
  request,
}) => {
  await openNotes(page, request, 'notes');
  await page.goto('/apps/notes');
  await expect(card(page, 'House 4 placement')).toBeVisible();

  await page.getByTestId('notes-take-note').click();
  const dialog = page.getByTestId('note-dialog');
  await dialog.getByLabel('Title').fill('Vet visit on Friday');
  await dialog.getByLabel('Note', { exact: true }).fill('Bring the flock records of House 2.');
  const newItem = dialog.getByTestId('checklist-new-item');
  await newItem.fill('Blood samples');
  await newItem.press('Enter');
  await newItem.fill('Check vaccine stock');
  await newItem.press('Enter');
  await dialog.getByRole('checkbox', { name: 'Blood samples' }).check();
  await dialog.getByTestId('note-dialog-save').click();
  await expect(page.getByText('Note created.')).toBeVisible();
  // A new note comes first.
  await expect(page.getByTestId('note-card').first()).toContainText('Vet visit on Friday');
  const created = card(page, 'Vet visit on Friday');
  await expect(created).toContainText('Check vaccine stock');
  await page.mouse.move(0, 0);
  await screenshot(page, 'notes');

  // A label made in the editor, given to the note.
  await page.getByTestId('notes-edit-labels').click();
  const editor = page.getByTestId('labels-dialog');
  await editor.getByTestId('labels-new-name').fill('Vet visits');
  await editor.getByRole('button', { name: 'Add label' }).click();
  await editor.getByTestId('labels-save').click();
  await expect(page.getByText('Labels saved.')).toBeVisible();
  await created.getByRole('button', { name: 'Vet visit on Friday' }).click();
  await dialog.getByRole('button', { name: 'Vet visits' }).click();
  await dialog.getByTestId('note-dialog-save').click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await expect(created.getByTestId('note-label')).toHaveText('Vet visits');
  await page.getByTestId('notes-nav-label-vet-visits').click();
  await expect(page).toHaveURL(/\/apps\/notes\/labels\/vet-visits\/[^/]+$/);
  await expect(page.getByTestId('note-card')).toHaveCount(1);

  // Archived, it leaves the notes and shows in the archive.
  await page.getByTestId('notes-nav-notes').click();
  await card(page, 'Vet visit on Friday').getByTestId('note-archive').click();
  await expect(page.getByText('Note archived.')).toBeVisible();
  await expect(card(page, 'Vet visit on Friday')).toHaveCount(0);
  await page.getByTestId('notes-nav-archive').click();
  await expect(page).toHaveURL(/\/apps\/notes\/archive$/);
  await expect(card(page, 'Vet visit on Friday')).toContainText('Blood samples');
});

test('Notes reads right to left in Arabic', async ({ page, request }) => {
  await openNotes(page, request, 'notes-arabic');
  await page.goto('/apps/notes');
  await expect(card(page, 'House 4 placement')).toBeVisible();
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الملاحظات' })).toBeVisible();
  await expect(card(page, 'House 4 placement')).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'notes-rtl');

  await card(page, 'House 4 placement').getByRole('button', { name: 'House 4 placement' }).click();
  const dialog = page.getByTestId('note-dialog');
  await expect(dialog.getByRole('heading', { name: 'تعديل الملاحظة' })).toBeVisible();
  await expect(dialog.getByTestId('checklist-item')).toHaveCount(4);
  await screenshot(page, 'notes-dialog-rtl');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
