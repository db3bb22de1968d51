import { expect, test } from '../support/fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { demoAccounts, registerAccount, signIn } from '../support/auth.ts';
import { screenshot } from '../support/screenshot.ts';

const CHAT_TIME = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/;

async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, demoAccounts.admin.email, demoAccounts.admin.password);
  await expect(page.getByTestId('shell-toolbar')).toBeVisible();
}

function shortcutLinks(page: Page): Locator {
  return page.getByTestId('shortcut-bar').getByTestId('shortcut-link');
}

async function shortcutHrefs(page: Page): Promise<(string | null)[]> {
  const links = await shortcutLinks(page).all();
  return Promise.all(links.map((link) => link.getAttribute('href')));
}

test.describe('toolbar search', () => {
  test('suggests at most 10 entries, says No results.., closes on Escape and goes on Enter', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const toolbar = page.getByTestId('shell-toolbar');
    await toolbar.getByTestId('toolbar-search-open').click();
    const input = page.getByTestId('toolbar-search').getByRole('combobox');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search for an app or page');

    await input.fill('a');
    const options = page.getByTestId('toolbar-search-option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBe(10);

    await input.fill('qqxz nothing here');
    await expect(page.getByText('No results..', { exact: true })).toBeVisible();
    await expect(options).toHaveCount(0);

    await input.fill('feed');
    await expect(options.first()).toContainText('Feed');
    await screenshot(page, 'search');

    await input.press('Escape');
    await expect(page.getByTestId('toolbar-search')).toHaveCount(0);
    await expect(page.getByTestId('toolbar-search-option')).toHaveCount(0);

    // Enter goes to the first suggestion.
    await toolbar.getByTestId('toolbar-search-open').click();
    await page.getByTestId('toolbar-search').getByRole('combobox').fill('admin role');
    await expect(options.first()).toContainText('Admin Role Example');
    await page.getByTestId('toolbar-search').getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/auth\/admin-role-example$/);
    await expect(page.getByTestId('toolbar-search')).toHaveCount(0);
  });
});

test.describe('shortcut bar', () => {
  test('adds and removes a shortcut, kept after a reload for a signed-in user', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'shortcuts');
    await signIn(page, account.email, account.password);
    await expect(page.getByTestId('shortcut-bar')).toBeVisible();
    const defaults = ['/apps/calendar', '/apps/mail', '/apps/contacts', '/apps/todo'];
    await expect(shortcutLinks(page)).toHaveCount(4);
    expect(await shortcutHrefs(page)).toEqual(defaults);

    await page.getByTestId('shortcut-star').click();
    const menu = page.getByTestId('shortcut-menu');
    const prompt = menu.getByPlaceholder('Search for an app or page');
    await expect(prompt).toBeFocused();
    await prompt.fill('pro');
    await expect(menu.locator('[data-shortcut-id="pages.profile"]')).toBeVisible();
    // The menu has finished growing in before the picture is taken.
    await expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
    await expect(page.locator('.MuiPopover-paper')).toHaveCSS('transform', 'none');
    await screenshot(page, 'shortcuts');
    await prompt.fill('profile');
    const profile = menu.locator('[data-shortcut-id="pages.profile"]');
    await expect(profile).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/user/update') && response.ok(),
    );
    await profile.click();
    await saved;
    await expect(profile).toHaveAttribute('aria-pressed', 'true');
    await expect(shortcutLinks(page)).toHaveCount(5);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.reload();
    await expect(shortcutLinks(page)).toHaveCount(5);
    expect(await shortcutHrefs(page)).toEqual([...defaults, '/pages/profile']);

    await page.getByTestId('shortcut-star').click();
    const current = page.getByTestId('shortcut-menu').getByTestId('shortcut-option');
    await expect(current).toHaveCount(5);
    const removed = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/user/update') && response.ok(),
    );
    await page.getByTestId('shortcut-menu').locator('[data-shortcut-id="pages.profile"]').click();
    await removed;
    await expect(shortcutLinks(page)).toHaveCount(4);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(shortcutLinks(page)).toHaveCount(4);
    expect(await shortcutHrefs(page)).toEqual(defaults);
  });
});

test.describe('team chat', () => {
  test.use({ viewport: { width: 1280, height: 640 } });

  test('opens, shows a chat grouped by author, sends and moves the contact first', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByTestId('chat-toggle').click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel).toBeVisible();
    await expect.poll(async () => Math.round((await panel.boundingBox())?.x ?? 0)).toBe(1280 - 360);
    await expect(panel.getByTestId('chat-panel-title')).toHaveText('Team Chat');
    await expect(panel.getByText('Select a contact to start a conversation.')).toBeVisible();
    await expect(panel.getByPlaceholder('Type your message')).toHaveCount(0);
    expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(360);
    const rail = panel.getByTestId('chat-rail');
    expect(Math.round((await rail.boundingBox())?.width ?? 0)).toBe(70);

    const contacts = rail.getByTestId('chat-contact');
    await expect(contacts).toHaveCount(8);
    const colours = await rail
      .getByTestId('chat-status')
      .evaluateAll((dots) =>
        dots.map((dot) => [dot.dataset.status, getComputedStyle(dot).backgroundColor]),
      );
    const expected: Record<string, string> = {
      online: 'rgb(76, 175, 80)',
      'do-not-disturb': 'rgb(244, 67, 54)',
      away: 'rgb(255, 193, 7)',
      offline: 'rgb(158, 158, 158)',
    };
    for (const [status, colour] of colours) expect(colour).toBe(expected[status ?? '']);
    expect(new Set(colours.map(([status]) => status))).toEqual(new Set(Object.keys(expected)));

    // The rail scrolls back to the top when a contact is chosen.
    await rail.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    expect(await rail.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await contacts.last().click();
    expect(await rail.evaluate((element) => element.scrollTop)).toBe(0);
    await expect(panel.getByTestId('chat-contact-name')).toHaveText('Yusuf Demir');
    await expect(
      panel.getByText('Start a conversation by typing your message below.'),
    ).toBeVisible();

    // A chat with history: grouped by author, avatar and time only on the last of a group.
    await rail.locator('[aria-label^="Selin Aydın"]').click();
    await expect(panel.getByTestId('chat-contact-name')).toHaveText('Selin Aydın');
    const messages = panel.getByTestId('chat-message');
    await expect(messages.first()).toBeVisible();
    const before = await messages.count();
    const contactIds = await contacts.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-contact-id')),
    );
    const selinId = await rail
      .locator('[aria-label^="Selin Aydın"]')
      .getAttribute('data-contact-id');
    expect(contactIds[0]).not.toBe(selinId);

    const input = panel.getByPlaceholder('Type your message');
    await input.fill('   ');
    await input.press('Enter');
    await expect(messages).toHaveCount(before);

    const first = 'Could you hold 40 bags of starter crumble for Thursday?';
    const second = 'House 4 gets its chicks on Thursday morning.';
    await input.fill(first);
    await input.press('Enter');
    await expect(messages).toHaveCount(before + 1);
    await expect(input).toHaveValue('');
    await expect(contacts.first()).toHaveAttribute('data-contact-id', selinId ?? '');

    await input.fill(second);
    await input.press('Enter');
    await expect(messages).toHaveCount(before + 2);
    await expect(input).toHaveValue('');

    const sentFirst = messages.nth(before);
    const sentSecond = messages.nth(before + 1);
    await expect(sentFirst.getByTestId('chat-message-text')).toHaveText(first);
    await expect(sentSecond.getByTestId('chat-message-text')).toHaveText(second);
    await expect(sentFirst).toHaveAttribute('data-mine', 'true');
    await expect(sentSecond).toHaveAttribute('data-mine', 'true');
    await expect(sentFirst.getByTestId('chat-message-avatar')).toHaveCount(0);
    await expect(sentSecond.getByTestId('chat-message-avatar')).toBeVisible();
    await expect(sentFirst.getByTestId('chat-message-time')).toHaveCount(0);
    await expect(sentSecond.getByTestId('chat-message-time')).toHaveText(CHAT_TIME);

    // Every group shows exactly one avatar, on its last message.
    const rows = await messages.evaluateAll((items) =>
      items.map((item) => ({
        mine: item.getAttribute('data-mine'),
        avatar: item.querySelector('[data-testid="chat-message-avatar"]') !== null,
      })),
    );
    rows.forEach((row, index) => {
      const next = rows[index + 1];
      expect(row.avatar).toBe(!next || next.mine !== row.mine);
    });

    await page.mouse.move(1100, 620);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await screenshot(page, 'chat-panel');

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  test('closes on a click outside', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByTestId('chat-toggle').click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await page.mouse.click(200, 400);
    await expect(page.getByTestId('chat-panel')).toHaveCount(0);
  });
});

test.describe('quick panel', () => {
  // Tall enough to show the whole panel in its screenshot.
  test.use({ viewport: { width: 1280, height: 1400 } });

  test("shows today's date, events, notes and quick settings", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByTestId('quick-panel-toggle').click();
    const panel = page.getByTestId('quick-panel');
    await expect(panel).toBeVisible();
    expect(Math.round((await panel.boundingBox())?.width ?? 0)).toBe(280);
    await expect.poll(async () => Math.round((await panel.boundingBox())?.x ?? 0)).toBe(1280 - 280);

    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date()),
    );
    await expect(panel.getByTestId('quick-panel-date')).toHaveAttribute('aria-label', today);
    await expect(panel.getByText('Today', { exact: true })).toBeVisible();

    const events = panel.getByTestId('quick-panel-events');
    await expect(events.getByText('Events', { exact: true })).toBeVisible();
    await expect(events.getByTestId('quick-panel-item')).toHaveCount(5);
    await expect(events.getByText('Vaccination: Newcastle booster, House 2')).toBeVisible();
    const notes = panel.getByTestId('quick-panel-notes');
    await expect(notes.getByText('Notes', { exact: true })).toBeVisible();
    await expect(notes.getByTestId('quick-panel-item')).toHaveCount(5);
    await expect(notes.getByText('Generator test run passed')).toBeVisible();

    const settings = panel.getByTestId('quick-panel-settings');
    await expect(settings.getByText('Quick Settings', { exact: true })).toBeVisible();
    for (const name of ['Notifications', 'Cloud Sync', 'Retro Thrusters']) {
      await expect(settings.getByRole('switch', { name })).toBeVisible();
    }
    const cloudSync = settings.getByRole('switch', { name: 'Cloud Sync' });
    await expect(cloudSync).not.toBeChecked();
    await cloudSync.click();
    await expect(cloudSync).toBeChecked();

    await cloudSync.blur();
    await page.mouse.move(640, 640);
    await panel.evaluate((element) => element.parentElement?.scrollTo({ top: 0 }));
    await screenshot(page, 'quick-panel');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });
});

test.describe('language and user menus', () => {
  test('Arabic turns the page right to left and the quick panel opens on the left', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('quick-panel-toggle').click();
    const quickPanel = page.getByTestId('quick-panel');
    await expect(quickPanel).toBeVisible();
    await expect.poll(async () => Math.round((await quickPanel.boundingBox())?.x ?? -1)).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByTestId('language-menu-button').click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('signed in: name, role, My Profile, Inbox and Logout', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByTestId('user-menu-name')).toHaveText(demoAccounts.admin.displayName);
    await expect(page.getByTestId('user-menu-role')).toHaveText('Admin');
    await page.getByTestId('user-menu-button').click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['My Profile', 'Inbox', 'Logout']);
    expect(
      await items.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/pages/profile', '/apps/mail', '/logout']);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
