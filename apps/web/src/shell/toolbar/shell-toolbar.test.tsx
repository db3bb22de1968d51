import type { User } from '@flockbook/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { GUEST_USER } from '../../lib/session.ts';
import { currentMessages, resetMessages } from '../../lib/message-store.ts';
import { panelState, resetPanels } from '../panels/panel-store.ts';
import { ShellToolbar } from './shell-toolbar.tsx';
import { renderInShell, testSession } from '../../testing/render-in-shell.tsx';
import { slow } from '../../testing/waits.ts';

const admin: User = {
  uuid: 'u-admin',
  from: 'api',
  role: ['admin'],
  data: {
    displayName: 'Amina Rahman',
    photoURL: '',
    email: 'admin@example.com',
    settings: {},
    shortcuts: ['apps.calendar', 'apps.mailbox', 'apps.contacts', 'apps.todo'],
  },
};

afterEach(async () => {
  cleanup();
  resetPanels();
  resetMessages();
  await act(() => changeLanguage('en'));
});

/** Opens the search; its field is fetched on first use, so it is waited for. */
function openSearch() {
  fireEvent.click(screen.getByTestId('toolbar-search-open'));
  return screen.findByRole('combobox');
}

// Menus and popovers are fetched the first time they open: allow for a busy machine.

describe('toolbar search', () => {
  it('suggests at most 10 entries and says when nothing matches', async () => {
    renderInShell(<ShellToolbar />, testSession(admin));
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'a' } });
    const options = await screen.findAllByTestId('toolbar-search-option');
    expect(options.length).toBe(10);

    fireEvent.change(input, { target: { value: 'zzqx nothing' } });
    expect(await screen.findByText('No results..')).toBeTruthy();
    expect(screen.queryAllByTestId('toolbar-search-option')).toHaveLength(0);
  });

  it('goes to the chosen entry on Enter and closes', async () => {
    const { router } = renderInShell(<ShellToolbar />, testSession(admin));
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'calendar' } });
    await screen.findAllByTestId('toolbar-search-option');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/calendar'));
    expect(screen.queryByTestId('toolbar-search')).toBeNull();
  });

  it('closes on Escape', async () => {
    renderInShell(<ShellToolbar />, testSession(admin));
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'mail' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('toolbar-search')).toBeNull();
  });

  it('hides entries the user may not open', async () => {
    renderInShell(<ShellToolbar />, testSession({ ...admin, role: ['staff'] }));
    const input = await openSearch();
    fireEvent.change(input, { target: { value: 'Sales Details' } });
    expect(await screen.findByText('No results..')).toBeTruthy();
  });
});

describe('shortcut bar', () => {
  it('shows the shortcuts and adds and removes one through the star menu', async () => {
    const session = testSession(admin);
    renderInShell(<ShellToolbar />, session);
    const bar = screen.getByTestId('shortcut-bar');
    expect(
      within(bar)
        .getAllByTestId('shortcut-link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/apps/calendar', '/apps/mail', '/apps/contacts', '/apps/todo']);

    fireEvent.click(screen.getByTestId('shortcut-star'));
    const prompt = await screen.findByPlaceholderText('Search for an app or page', {}, slow);
    fireEvent.change(prompt, { target: { value: 'profile' } });
    const option = (await screen.findAllByTestId('shortcut-option')).find(
      (element) => element.dataset.shortcutId === 'pages.profile',
    );
    expect(option).toBeTruthy();
    fireEvent.click(option as HTMLElement);
    expect(session.updateUser).toHaveBeenLastCalledWith({
      shortcuts: ['apps.calendar', 'apps.mailbox', 'apps.contacts', 'apps.todo', 'pages.profile'],
    });
    expect(within(bar).getAllByTestId('shortcut-link')).toHaveLength(5);
    await waitFor(() =>
      expect(currentMessages().snackbar).toMatchObject({
        open: true,
        message: 'User data saved with api',
      }),
    );
  });

  it("confirms a Firebase user's saved shortcuts where they went", async () => {
    renderInShell(<ShellToolbar />, testSession({ ...admin, from: 'firebase' }));
    fireEvent.click(screen.getByTestId('shortcut-star'));
    const option = (await screen.findAllByTestId('shortcut-option')).find(
      (element) => element.dataset.shortcutId === 'apps.calendar',
    );
    fireEvent.click(option as HTMLElement);
    await waitFor(() =>
      expect(currentMessages().snackbar.message).toBe('User data saved to firebase'),
    );
  });
});

describe('user menu', () => {
  it('offers My Profile, Inbox and Logout to a signed-in user', async () => {
    renderInShell(<ShellToolbar />, testSession(admin));
    expect(screen.getByTestId('user-menu-name').textContent).toBe('Amina Rahman');
    expect(screen.getByTestId('user-menu-role').textContent).toBe('Admin');
    fireEvent.click(screen.getByTestId('user-menu-button'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['My Profile', '/pages/profile'],
      ['Inbox', '/apps/mail'],
      ['Logout', '/logout'],
    ]);
  });

  it('offers Login and Register to a guest', async () => {
    renderInShell(<ShellToolbar />, testSession(GUEST_USER));
    fireEvent.click(screen.getByTestId('user-menu-button'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Login', '/login'],
      ['Register', '/register'],
    ]);
  });
});

describe('language menu and panel toggles', () => {
  it('switches to Arabic, right to left', async () => {
    renderInShell(<ShellToolbar />, testSession(admin));
    fireEvent.click(screen.getByTestId('language-menu-button'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /العربية/ }, slow));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(screen.getByRole('button', { name: 'دردشة الفريق' })).toBeTruthy();
  });

  it('opens the chat panel and the quick panel', () => {
    renderInShell(<ShellToolbar />, testSession(admin));
    fireEvent.click(screen.getByTestId('chat-toggle'));
    expect(panelState().chatOpen).toBe(true);
    fireEvent.click(screen.getByTestId('quick-panel-toggle'));
    expect(panelState()).toMatchObject({ chatOpen: false, quickPanelOpen: true });
  });
});
