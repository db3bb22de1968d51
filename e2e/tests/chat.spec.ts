import { expect, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';
import { openSignedIn, registerAccount } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

test.use({ viewport: { width: 1280, height: 800 } });

async function openChat(page: Page, request: Parameters<typeof registerAccount>[0], name: string) {
  const account = await registerAccount(request, name);
  await openSignedIn(page, account.email, account.password, '/apps/chat');
  await expect(page.getByTestId('chat-user-header')).toContainText('Grace Okafor');
}

const chatNames = (page: Page) =>
  page.getByTestId('chat-list-chats').getByTestId('chat-list-contact').locator('p:first-child');

test('Chat: set your status, open a chat and send a message that moves it first', async ({
  page,
  request,
}) => {
  await openChat(page, request, 'chat');
  await expect(page.getByText('Select a contact to start a conversation.')).toBeVisible();
  await expect(chatNames(page)).toHaveText([
    'Amira Haddad',
    'Tomasz Nowak',
    'Selin Aydın',
    'Bilal Rahman',
  ]);

  // Your own status, shown with an amber dot once saved.
  await page.getByTestId('chat-user-header').click();
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  await profile.getByRole('radio', { name: 'Away' }).check();
  await profile.getByLabel('Mood').fill('Checking the feed silos until noon');
  await profile.getByTestId('chat-profile-save').click();
  await expect(page.getByText('Your status and mood are saved.')).toBeVisible();
  await expect(profile).toBeHidden();
  await expect(page.getByTestId('chat-user-status')).toHaveText('Away');
  const dot = page.getByTestId('chat-user-header').getByTestId('chat-status');
  await expect(dot).toHaveCSS('background-color', 'rgb(255, 193, 7)');

  // A contact without history: an empty chat that does not join the chat list yet.
  await page.getByRole('button', { name: 'Yusuf Demir' }).click();
  await expect(page.getByText('Start a conversation by typing your message below.')).toBeVisible();
  await expect(chatNames(page)).toHaveCount(4);

  // A chat with history: the message is added and its contact comes first.
  await page.getByRole('button', { name: /^Selin Aydın\b.*1 unread$/ }).click();
  await expect(page.getByTestId('chat-page-contact-name')).toHaveText('Selin Aydın');
  const messages = page.getByTestId('chat-message');
  await expect(messages).toHaveCount(5);
  const input = page.getByPlaceholder('Type your message');
  await input.fill('   ');
  await input.press('Enter');
  await expect(messages).toHaveCount(5);
  await input.fill('Yes please, 20 bags of grower pellets for House 1.');
  await input.press('Enter');
  await expect(messages).toHaveCount(6);
  await expect(messages.last()).toContainText('Yes please, 20 bags of grower pellets for House 1.');
  await expect(messages.last().getByTestId('chat-message-time')).toHaveText(
    /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
  );
  await expect(input).toHaveValue('');
  await expect(chatNames(page).first()).toHaveText('Selin Aydın');

  await page.getByTestId('chat-open-contact-info').click();
  const info = page.getByRole('dialog', { name: 'Contact info' });
  await expect(info).toContainText('Feed mill sales: starter crumble is back in stock');
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await page.mouse.move(0, 0);
  await screenshot(page, 'chat');
});

test('Chat reads right to left in Arabic', async ({ page, request }) => {
  await openChat(page, request, 'chat-arabic');
  await page.getByTestId('language-menu-button').click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('اختر جهة اتصال لبدء محادثة.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'المحادثات' })).toBeVisible();

  // The sidebar sits on the right of the conversation.
  const sidebar = await page.getByTestId('chat-sidebar').boundingBox();
  const conversation = await page.getByTestId('chat-page-conversation').boundingBox();
  expect(sidebar?.x ?? 0).toBeGreaterThan(conversation?.x ?? 0);

  await page.getByRole('button', { name: /^Amira Haddad/ }).click();
  await expect(page.getByTestId('chat-message')).toHaveCount(8);
  const input = page.getByPlaceholder('اكتب رسالتك');
  await input.fill('شكراً، سأتصل ببلال.');
  await input.press('Enter');
  await expect(page.getByTestId('chat-message').last()).toContainText('شكراً، سأتصل ببلال.');
  await page.mouse.move(0, 0);
  await screenshot(page, 'chat-rtl');

  await page.getByTestId('chat-user-header').click();
  const profile = page.getByRole('dialog', { name: 'ملفك الشخصي' });
  await expect(profile.getByRole('radio', { name: 'بالخارج' })).toBeVisible();
  await screenshot(page, 'chat-profile-rtl');
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chats and contacts open in a drawer that closes on choosing one', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'chat-small');
    await openSignedIn(page, account.email, account.password, '/apps/chat');
    await expect(page.getByText('Select a contact to start a conversation.')).toBeVisible();
    await expect(page.getByTestId('chat-sidebar')).toHaveCount(0);
    await page.getByTestId('chat-open-sidebar').click();
    const sidebar = page.getByTestId('chat-sidebar');
    await expect(sidebar).toBeVisible();
    // Once the drawer has slid in.
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.x ?? -1)).toBe(0);
    await screenshot(page, 'chat-small-sidebar');
    await page.getByRole('button', { name: 'Tomasz Nowak' }).click();
    await expect(page.getByTestId('chat-sidebar')).toBeHidden();
    await expect(page.getByTestId('chat-page-contact-name')).toHaveText('Tomasz Nowak');
    await expect(page.getByTestId('chat-message')).toHaveCount(7);
    await expect(page.getByPlaceholder('Type your message')).toBeInViewport();
    await screenshot(page, 'chat-small');
  });
});
