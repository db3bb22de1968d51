import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { demoAccounts, signIn } from '../support/auth.ts';
import { describePageProblems, watchPageProblems } from '../support/console-errors.ts';
import { screenshot } from '../support/screenshot.ts';

const snackbar = (page: Page) => page.getByTestId('global-snackbar');

async function chooseLanguage(page: Page, name: RegExp): Promise<void> {
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name }).click();
}

test('Mail: open a mail, label it, move it to trash, compose one and find it in Sent', async ({
  page,
}) => {
  // A long walk through the app: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  // The toolbar's Mail shortcut lands on the inbox.
  await page.getByTestId('shortcut-bar').locator('a[href="/apps/mail"]').click();
  await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);

  // Open the first mail of the inbox: its message and attachments show, sanitised.
  const firstItem = page.getByTestId('mail-list-item').first();
  const subject = (await firstItem.getByTestId('mail-list-subject').textContent()) ?? '';
  expect(subject).not.toBe('');
  await firstItem.getByRole('link').click();
  await expect(page).toHaveURL(/\/apps\/mail\/inbox\/[0-9a-f]+$/);
  const view = page.getByTestId('mail-view');
  await expect(view.getByTestId('mail-view-subject')).toHaveText(subject);
  await expect(view.getByTestId('mail-view-message')).not.toBeEmpty();
  await screenshot(page, 'mail-view');

  // Label it with a label it does not carry yet, and find it under that label.
  const labelChips = view.getByTestId('mail-view-labels');
  const carried = await labelChips.locator('.MuiChip-label').allTextContents();
  const label = ['Note', 'Paypal', 'Invoice', 'Amazon'].find((name) => !carried.includes(name));
  if (!label) throw new Error('The first mail carries every label.');
  await view.getByTestId('mail-view-label').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(snackbar(page)).toContainText(`Label ${label} changed.`);
  await expect(labelChips.getByText(label, { exact: true })).toBeVisible();
  await page.getByTestId(`mail-nav-label-${label.toLowerCase()}`).click();
  await expect(page.getByTestId('mail-list').getByText(subject)).toBeVisible();

  // Move it to the trash: it leaves the inbox and shows in Trash.
  await page.getByTestId('mail-list').getByText(subject).click();
  await page.getByTestId('mail-view-trash').click();
  await expect(snackbar(page)).toContainText('Moved to Trash.');
  await page.getByTestId('mail-nav-folder-inbox').click();
  await expect(page.getByTestId('mail-list-item').first()).toBeVisible();
  await expect(page.getByTestId('mail-list').getByText(subject, { exact: true })).toHaveCount(0);
  await page.getByTestId('mail-nav-folder-trash').click();
  await expect(page.getByTestId('mail-list').getByText(subject, { exact: true })).toBeVisible();

  // Compose: a mail without a recipient is refused, then sent, and it heads the Sent folder.
  const mySubject = `Feed order for House 4 ${Date.now().toString(36)}`;
  await page.getByTestId('mail-compose').click();
  const dialog = page.getByTestId('mail-compose-dialog');
  await dialog.getByTestId('compose-subject').fill(mySubject);
  // The message is written in the rich text editor, which loads with the dialog: a word in bold.
  const editor = dialog.getByTestId('compose-message');
  await editor.click();
  await page.keyboard.type('Please deliver 6 tonnes of grower feed.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Thanks');
  await expect(editor).toContainText('Please deliver 6 tonnes of grower feed.');
  // Select "6 tonnes" with the keyboard, as a writer going back over the text would, and bold it.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  for (let step = 0; step < ' of grower feed.'.length; step += 1) {
    await page.keyboard.press('ArrowLeft');
  }
  for (let step = 0; step < '6 tonnes'.length; step += 1) {
    await page.keyboard.press('Shift+ArrowLeft');
  }
  await dialog.getByRole('button', { name: 'Bold' }).click();
  await expect(editor.locator('strong')).toHaveText('6 tonnes');
  await expect(editor).toContainText('Please deliver 6 tonnes of grower feed.');
  await dialog.getByTestId('compose-send').click();
  await expect(dialog.getByText('Enter at least one recipient')).toBeVisible();
  await dialog.getByTestId('compose-to').fill('Selin Aydın <selin@millbrook-feeds.example>');
  await screenshot(page, 'mail-compose');
  await dialog.getByTestId('compose-send').click();
  await expect(dialog).toBeHidden();
  await expect(snackbar(page)).toContainText('Your mail was sent.');
  await page.getByTestId('mail-nav-folder-sent').click();
  await expect(page).toHaveURL(/\/apps\/mail\/sent$/);
  const sent = page.getByTestId('mail-list-item').first();
  await expect(sent.getByTestId('mail-list-subject')).toHaveText(mySubject);
  await sent.getByRole('link').click();
  await expect(page.getByTestId('mail-view-to')).toContainText('selin@millbrook-feeds.example');
  const sentMessage = page.getByTestId('mail-view-message');
  await expect(sentMessage).toContainText('Please deliver 6 tonnes of grower feed.');
  await expect(sentMessage.locator('strong, b')).toHaveText('6 tonnes');

  // A reply quotes the mail in the editor; Escape closes the compose dialog without sending.
  await page.getByTestId('mail-reply').click();
  await expect(page.getByTestId('compose-subject')).toHaveValue(`Re: ${mySubject}`);
  await expect(page.getByTestId('compose-message').locator('blockquote')).toContainText(
    '6 tonnes of grower feed',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mail-compose-dialog')).toBeHidden();
  await screenshot(page, 'mail-sent');

  // Arabic: right to left, translated sidebar, dates in Arabic.
  await chooseLanguage(page, /العربية/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('mail-nav-folder-sent')).toContainText('المرسل');
  await expect(page.getByRole('heading', { name: 'صندوق البريد' })).toBeVisible();
  await screenshot(page, 'mail-sent-ar');

  // The compose dialog in Arabic: the editor's toolbar is translated and the text reads right
  // to left.
  await page.getByTestId('mail-compose').click();
  const arabicDialog = page.getByTestId('mail-compose-dialog');
  await arabicDialog.getByTestId('compose-subject').fill('طلب علف للحظيرة 4');
  const arabicEditor = arabicDialog.getByTestId('compose-message');
  await arabicEditor.click();
  await page.keyboard.type('يرجى توصيل ');
  // A toolbar button gives the focus back to the text: a person types on once the caret is back.
  await arabicDialog.getByRole('button', { name: 'غامق' }).click();
  await expect(arabicEditor).toBeFocused();
  await page.keyboard.type('6 أطنان');
  await arabicDialog.getByRole('button', { name: 'غامق' }).click();
  await expect(arabicEditor).toBeFocused();
  await page.keyboard.type(' من علف النمو.');
  await page.keyboard.press('Enter');
  await arabicDialog.getByRole('button', { name: 'قائمة نقطية' }).click();
  await expect(arabicEditor).toBeFocused();
  await page.keyboard.type('الحظيرة 4');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Millbrook Feeds');
  await expect(arabicEditor.locator('strong')).toHaveText('6 أطنان');
  await expect(arabicEditor).toHaveCSS('direction', 'rtl');
  await screenshot(page, 'mail-compose-ar');
  await page.keyboard.press('Escape');
  await expect(arabicDialog).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('Mail: the spam sample shows without its script and the user menu Inbox lands here', async ({
  page,
}) => {
  // Its handlers and script are gone before the browser parses the mail: nothing for the page's
  // security policy to refuse.
  const problems = await watchPageProblems(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/apps\/mail\/inbox$/);

  await page.getByTestId('mail-nav-folder-spam').click();
  await page.getByTestId('mail-list-item').first().getByRole('link').click();
  const message = page.getByTestId('mail-view-message');
  await expect(message).not.toBeEmpty();
  expect(await message.locator('script, [onclick], [onerror]').count()).toBe(0);
  await expect(message).toContainText('Congratulations! Click here to claim your prize.');
  await message.click();
  expect(dialogs).toEqual([]);
  // The list's excerpt is the mail's text, without the script's.
  const excerpt = page.getByTestId('mail-list-item').first().getByTestId('mail-list-excerpt');
  await expect(excerpt).toHaveText('Congratulations! Click here to claim your prize.');
  expect(problems, describePageProblems(problems)).toEqual([]);
});
