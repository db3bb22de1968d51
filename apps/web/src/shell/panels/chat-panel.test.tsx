import type {
  Chat,
  ChatContact,
  ChatUser,
  SendMessageRequest,
  SendMessageResponse,
} from '@flockbook/mock-api/chat';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../testing/render-route.tsx';
import { renderInShell, testSession } from '../../testing/render-in-shell.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { chatPanelActions, panelState, resetPanels } from './panel-store.ts';

const contact = (id: string, name: string, status: ChatContact['status'], unread = 0) => ({
  id,
  name,
  avatar: '',
  status,
  mood: `${name} mood`,
  unread,
});

/** A tiny chat back end: the mock API's behaviour for the calls the panel makes. */
function chatServer() {
  const contacts: ChatContact[] = [
    contact('amira', 'Amira Haddad', 'online', 2),
    contact('tomasz', 'Tomasz Nowak', 'away'),
    contact('lucia', 'Lucía Ferreira', 'do-not-disturb'),
    contact('kwame', 'Kwame Mensah', 'offline'),
  ];
  let user: ChatUser = {
    id: 'me',
    name: 'Grace Okafor',
    avatar: '',
    status: 'online',
    mood: '',
    chatList: [
      { chatId: 'c1', contactId: 'amira', lastMessageTime: '2026-11-21T08:00:00.000Z' },
      { chatId: 'c2', contactId: 'tomasz', lastMessageTime: '2026-11-20T08:00:00.000Z' },
    ],
  };
  const chats: Chat[] = [
    {
      id: 'c1',
      dialog: [
        { who: 'amira', message: 'Halfway through', time: '2026-11-21T07:00:00.000Z' },
        { who: 'amira', message: 'Average is 2.31 kg', time: '2026-11-21T07:01:00.000Z' },
        { who: 'me', message: 'Great news', time: '2026-11-21T07:02:00.000Z' },
      ],
    },
    { id: 'c2', dialog: [] },
  ];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(requestUrl(input as RequestInfo), 'http://localhost');
    if (url.pathname === '/api/chat/contacts') return jsonResponse(contacts);
    if (url.pathname === '/api/chat/user') return jsonResponse(user);
    if (url.pathname === '/api/chat/get-chat') {
      const entry = user.chatList.find(
        (item) => item.contactId === url.searchParams.get('contactId'),
      );
      const chat = chats.find((item) => item.id === entry?.chatId) ?? { id: 'new', dialog: [] };
      return jsonResponse({ chat, userChatData: user });
    }
    if (url.pathname === '/api/chat/send-message') {
      const body = JSON.parse(String(init?.body)) as SendMessageRequest;
      chats.find((item) => item.id === body.chatId)?.dialog.push(body.message);
      const entry = user.chatList.find((item) => item.contactId === body.contactId);
      if (entry) {
        user = {
          ...user,
          chatList: [
            { ...entry, lastMessageTime: body.message.time },
            ...user.chatList.filter((item) => item !== entry),
          ],
        };
      }
      const answer: SendMessageResponse = { message: body.message, userChatData: user };
      return jsonResponse(answer);
    }
    return new Response(null, { status: 404 });
  });
  return { fetchMock };
}

let server: ReturnType<typeof chatServer>;

beforeEach(() => {
  server = chatServer();
  vi.stubGlobal('fetch', server.fetchMock);
});

afterEach(() => {
  cleanup();
  resetPanels();
  vi.unstubAllGlobals();
});

const sendCalls = () =>
  server.fetchMock.mock.calls.filter(([input]) =>
    requestUrl(input as RequestInfo).includes('/api/chat/send-message'),
  );

function railIds(): (string | undefined)[] {
  return screen.getAllByTestId('chat-contact').map((element) => element.dataset.contactId);
}

async function openPanel() {
  renderInShell(<ChatPanel />, testSession());
  act(() => chatPanelActions.open());
  await screen.findByTestId('chat-panel');
  await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(4));
}

describe('chat panel', () => {
  it("is titled 'Team Chat' and asks for a contact, without a message form", async () => {
    await openPanel();
    expect(screen.getByTestId('chat-panel-title').textContent).toBe('Team Chat');
    expect(screen.getByText('Select a contact to start a conversation.')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Type your message')).toBeNull();
    expect(railIds()).toEqual(['amira', 'tomasz', 'lucia', 'kwame']);
  });

  it('shows each status in its colour and the unread count', async () => {
    await openPanel();
    const rail = screen.getByTestId('chat-rail');
    const colours = within(rail)
      .getAllByTestId('chat-status')
      .map((dot) => [dot.dataset.status, getComputedStyle(dot).backgroundColor]);
    expect(colours).toEqual([
      ['online', 'rgb(76, 175, 80)'],
      ['online', 'rgb(76, 175, 80)'],
      ['away', 'rgb(255, 193, 7)'],
      ['do-not-disturb', 'rgb(244, 67, 54)'],
      ['offline', 'rgb(158, 158, 158)'],
    ]);
    expect(screen.getByRole('button', { name: 'Amira Haddad, 2 unread' })).toBeTruthy();
  });

  it('groups messages by author with the avatar and time on the last of each group', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: /Amira Haddad/ }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    const rows = screen.getAllByTestId('chat-message');
    const withAvatar = rows.map((row) => within(row).queryByTestId('chat-message-avatar') !== null);
    expect(withAvatar).toEqual([false, true, true]);
    expect(rows.map((row) => row.dataset.mine)).toEqual(['false', 'false', 'true']);
    expect(screen.getAllByTestId('chat-message-time')).toHaveLength(2);
    expect(screen.getByTestId('chat-contact-name').textContent).toBe('Amira Haddad');
    expect(panelState().selectedContactId).toBe('amira');
  });

  it('shows the empty-dialog prompt for a chat without messages', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Tomasz Nowak' }));
    expect(
      await screen.findByText('Start a conversation by typing your message below.'),
    ).toBeTruthy();
    expect(screen.getByPlaceholderText('Type your message')).toBeTruthy();
  });

  it('sends: appends, clears the field, moves the contact first; empty text does nothing', async () => {
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Tomasz Nowak' }));
    const input = await screen.findByPlaceholderText('Type your message');

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(screen.getByTestId('chat-message-form'));
    expect(sendCalls()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'Can you visit House 2 tomorrow?' } });
    fireEvent.submit(screen.getByTestId('chat-message-form'));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(railIds()[0]).toBe('tomasz');

    fireEvent.change(input, { target: { value: 'Around nine would suit us.' } });
    fireEvent.submit(screen.getByTestId('chat-message-form'));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.map((row) => within(row).queryByTestId('chat-message-avatar') !== null)).toEqual([
      false,
      true,
    ]);
    expect(sendCalls()).toHaveLength(2);
  });

  it('closes on Escape', async () => {
    await openPanel();
    fireEvent.keyDown(screen.getByTestId('chat-panel'), { key: 'Escape' });
    expect(panelState().chatOpen).toBe(false);
  });
});
