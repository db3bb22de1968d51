import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetMessages } from '../../../lib/message-store.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { serveChat } from '../testing/serve-chat.ts';
import { slow } from '../../../testing/waits.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetMessages();
});

/** Small screens (jsdom's default): the sidebar is a drawer opened from the header. */
async function openSidebar() {
  fireEvent.click(await screen.findByTestId('chat-open-sidebar', {}, slow));
  return screen.findByTestId('chat-sidebar', {}, slow);
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByTestId('chat-list-contact')
    .map((item) => item.querySelector('p')?.textContent);

describe('chat page', { timeout: 60_000 }, () => {
  it('lists chats most recent first, then the other contacts, and opens a conversation', async () => {
    serveChat();
    renderRoute('/apps/chat');
    expect(
      await screen.findByText('Select a contact to start a conversation.', {}, slow),
    ).toBeTruthy();
    const sidebar = await openSidebar();
    await within(sidebar).findByText('Grace Okafor', {}, slow);
    expect(within(sidebar).getByTestId('chat-user-status').textContent).toBe('Online');
    const chats = within(sidebar).getByTestId('chat-list-chats');
    expect(names(chats)).toEqual(['Amira Haddad', 'Tomasz Nowak', 'Selin Aydın', 'Bilal Rahman']);
    expect(within(chats).getAllByTestId('chat-list-time')).toHaveLength(4);
    const amira = within(chats).getByRole('button', { name: /^Amira Haddad\b.*Online.*2 unread$/ });
    expect(names(within(sidebar).getByTestId('chat-list-contacts'))).toHaveLength(4);

    fireEvent.click(amira);
    expect((await screen.findByTestId('chat-page-contact-name', {}, slow)).textContent).toBe(
      'Amira Haddad',
    );
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(8), slow);
    // One avatar per run of messages by one author, on its last message.
    expect(screen.getAllByTestId('chat-message-avatar')).toHaveLength(4);
    for (const time of screen.getAllByTestId('chat-message-time')) {
      expect(time.textContent).toMatch(
        /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
      );
    }
    const sidebarAgain = await openSidebar();
    // Read now: named without the unread count.
    const readAmira = within(sidebarAgain).getByRole('button', { name: /^Amira Haddad\b.*Online/ });
    expect(readAmira.textContent).not.toMatch(/unread/);
  });

  it('opens an empty chat without reordering, then sends and moves the contact first', async () => {
    const { calls } = serveChat();
    renderRoute('/apps/chat');
    const sidebar = await openSidebar();
    fireEvent.click(await within(sidebar).findByRole('button', { name: /^Yusuf Demir\b/ }, slow));
    expect(
      await screen.findByText('Start a conversation by typing your message below.', {}, slow),
    ).toBeTruthy();
    expect(calls).toContain('GET /api/chat/get-chat');
    let list = await openSidebar();
    expect(names(within(list).getByTestId('chat-list-chats'))).not.toContain('Yusuf Demir');
    fireEvent.keyDown(list, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('chat-sidebar')).toBeNull(), slow);

    const input = screen.getByPlaceholderText('Type your message');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(screen.getByTestId('chat-message-form'));
    expect(calls).not.toContain('POST /api/chat/send-message');

    fireEvent.change(input, { target: { value: 'Can we move the slot to Sunday?' } });
    fireEvent.submit(screen.getByTestId('chat-message-form'));
    expect(await screen.findByText('Can we move the slot to Sunday?', {}, slow)).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''), slow);
    list = await openSidebar();
    expect(names(within(list).getByTestId('chat-list-chats'))[0]).toBe('Yusuf Demir');
    expect(names(within(list).getByTestId('chat-list-contacts'))).not.toContain('Yusuf Demir');
  });

  it('saves the user’s status and mood with a message', async () => {
    const { calls } = serveChat();
    renderRoute('/apps/chat');
    const sidebar = await openSidebar();
    fireEvent.click(await within(sidebar).findByTestId('chat-user-header', {}, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Your profile' }, slow);
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Away' }));
    fireEvent.change(within(drawer).getByLabelText('Mood'), {
      target: { value: 'At the feed mill until 2 pm' },
    });
    fireEvent.click(within(drawer).getByTestId('chat-profile-save'));
    expect(await screen.findByText('Your status and mood are saved.', {}, slow)).toBeTruthy();
    expect(calls).toContain('POST /api/chat/user/data');
    const again = await openSidebar();
    expect(within(again).getByTestId('chat-user-status').textContent).toBe('Away');
    fireEvent.click(within(again).getByTestId('chat-user-header'));
    const reopened = await screen.findByRole('dialog', { name: 'Your profile' }, slow);
    expect(within(reopened).getByLabelText('Mood')).toHaveProperty(
      'value',
      'At the feed mill until 2 pm',
    );
  });

  it('searches contacts, shows a contact’s info, and Escape closes it', async () => {
    serveChat();
    renderRoute('/apps/chat');
    const sidebar = await openSidebar();
    const search = await within(sidebar).findByLabelText('Search contacts', {}, slow);
    await within(sidebar).findByText('Grace Okafor', {}, slow);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(within(sidebar).getByText('No contact matches “zzz”.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'tom' } });
    fireEvent.click(within(sidebar).getByRole('button', { name: /^Tomasz Nowak\b/ }));

    fireEvent.click(await screen.findByTestId('chat-open-contact-info', {}, slow));
    const info = await screen.findByRole('dialog', { name: 'Contact info' }, slow);
    expect(within(info).getByText('Poultry vet; on farm visits until 3 pm')).toBeTruthy();
    expect(within(info).getByText('Away')).toBeTruthy();
    fireEvent.keyDown(info, { key: 'Escape' });
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Contact info' })).toBeNull(),
      slow,
    );
  });

  it('shows the error state when the contacts cannot be loaded', async () => {
    serveChat(new Set(['/api/chat/contacts']));
    renderRoute('/apps/chat');
    const sidebar = await openSidebar();
    expect(
      await within(sidebar).findByText('The contacts could not be loaded.', {}, slow),
    ).toBeTruthy();
  });
});
