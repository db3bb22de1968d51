import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_STATUSES } from './contracts/chat.ts';
import type {
  ChatContact,
  ChatMessage,
  ChatUser,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from './contracts/chat.ts';
import type { MockProblem } from './contracts/problem.ts';
import { handlers, resetMockState } from './handlers.ts';
import { chatContacts, chats, chatUser } from './sample-data/chat.ts';

const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterAll(() => server.close());

const ORIGIN = 'http://localhost';
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The first sample contact the chat user has no chat with yet. */
const newContact = chatContacts.find(
  (contact) => !chatUser.chatList.some((entry) => entry.contactId === contact.id),
);
/** The contact of the oldest sample conversation. */
const lastEntry = chatUser.chatList[chatUser.chatList.length - 1];

async function getJson<T>(path: string, expectedStatus = 200): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`);
  expect(response.status).toBe(expectedStatus);
  return (await response.json()) as T;
}

async function postJson<T>(path: string, body: unknown, expectedStatus = 200): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(expectedStatus);
  return (await response.json()) as T;
}

function getChat(contactId: string, userId = chatUser.id): Promise<GetChatResponse> {
  return getJson<GetChatResponse>(`/api/chat/get-chat?contactId=${contactId}&userId=${userId}`);
}

function sendMessage(request: SendMessageRequest, expectedStatus = 200) {
  return postJson<SendMessageResponse>('/api/chat/send-message', request, expectedStatus);
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The sample data lacks a record this test needs.');
  return value;
}

describe('chat sample data', () => {
  it('has about eight contacts with unique ids, known statuses and initials avatars', () => {
    expect(chatContacts.length).toBeGreaterThanOrEqual(7);
    expect(new Set(chatContacts.map((contact) => contact.id)).size).toBe(chatContacts.length);
    for (const contact of chatContacts) {
      expect(CHAT_STATUSES).toContain(contact.status);
      expect(contact.name.trim()).not.toBe('');
      expect(contact.mood.trim()).not.toBe('');
      expect(contact.avatar).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
      expect(Number.isInteger(contact.unread) && contact.unread >= 0).toBe(true);
    }
    expect(new Set(chatContacts.map((contact) => contact.status)).size).toBe(CHAT_STATUSES.length);
  });

  it('lists each chat once, newest first, with the time of its last message', () => {
    const listed = chatUser.chatList.map((entry) => entry.chatId);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(chats.map((chat) => chat.id).sort());
    const times = chatUser.chatList.map((entry) => entry.lastMessageTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const entry of chatUser.chatList) {
      expect(chatContacts.some((contact) => contact.id === entry.contactId)).toBe(true);
      const chat = required(chats.find((item) => item.id === entry.chatId));
      expect(chat.dialog.at(-1)?.time).toBe(entry.lastMessageTime);
    }
  });

  it('has dialogs in time order by the user or the contact, with runs by one author', () => {
    for (const entry of chatUser.chatList) {
      const { dialog } = required(chats.find((chat) => chat.id === entry.chatId));
      expect(dialog.length).toBeGreaterThanOrEqual(4);
      for (const message of dialog) {
        expect([chatUser.id, entry.contactId]).toContain(message.who);
        expect(message.time).toMatch(ISO_TIME);
        expect(message.message.trim()).not.toBe('');
      }
      const times = dialog.map((message) => message.time);
      expect(times).toEqual([...times].sort());
      const runs = dialog.filter((message, index) => dialog[index - 1]?.who === message.who);
      expect(runs.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/chat/contacts', () => {
  it('answers every contact with status 200', async () => {
    const response = await fetch(`${ORIGIN}/api/chat/contacts`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const contacts = (await response.json()) as ChatContact[];
    expect(contacts).toEqual(chatContacts);
  });
});

describe('GET /api/chat/user', () => {
  it('answers the chat user with the chat list', async () => {
    const user = await getJson<ChatUser>('/api/chat/user');

    expect(user).toEqual(chatUser);
    expect(Object.keys(user).sort()).toEqual(
      ['avatar', 'chatList', 'id', 'mood', 'name', 'status'].sort(),
    );
  });
});

describe('GET /api/chat/get-chat', () => {
  it('answers an existing chat and the unchanged chat user', async () => {
    const first = required(chatUser.chatList[0]);

    const body = await getChat(first.contactId);

    expect(body.chat).toEqual(chats.find((chat) => chat.id === first.chatId));
    expect(body.userChatData).toEqual(chatUser);
  });

  it('creates an empty chat once and lists it first', async () => {
    const contact = required(newContact);
    const before = Date.now();

    const created = await getChat(contact.id);

    expect(created.chat.dialog).toEqual([]);
    expect(chats.some((chat) => chat.id === created.chat.id)).toBe(false);
    const [entry, ...rest] = created.userChatData.chatList;
    expect(entry?.contactId).toBe(contact.id);
    expect(entry?.chatId).toBe(created.chat.id);
    expect(entry?.lastMessageTime).toMatch(ISO_TIME);
    expect(Date.parse(entry?.lastMessageTime ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(rest).toEqual(chatUser.chatList);

    const again = await getChat(contact.id);

    expect(again.chat).toEqual(created.chat);
    expect(again.userChatData).toEqual(created.userChatData);
    expect(await getJson<ChatUser>('/api/chat/user')).toEqual(created.userChatData);
  });

  it('accepts a request without userId', async () => {
    const contact = required(newContact);

    const body = await getJson<GetChatResponse>(`/api/chat/get-chat?contactId=${contact.id}`);

    expect(body.chat.dialog).toEqual([]);
  });

  it('refuses a missing contactId, an unknown contact and another user', async () => {
    const response = await fetch(`${ORIGIN}/api/chat/get-chat`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const missing = (await response.json()) as MockProblem;
    expect(missing).toMatchObject({ type: 'about:blank', status: 400, title: 'Bad Request' });
    await getJson<MockProblem>('/api/chat/get-chat?contactId=ffffffff', 404);
    await getJson<MockProblem>(
      `/api/chat/get-chat?contactId=${required(newContact).id}&userId=ffffffff`,
      404,
    );

    expect(await getJson<ChatUser>('/api/chat/user')).toEqual(chatUser);
  });
});

describe('POST /api/chat/send-message', () => {
  it('appends the message and moves the contact first with the message time', async () => {
    const entry = required(lastEntry);
    const message: ChatMessage = {
      who: chatUser.id,
      message: 'Please send me the photos of the fan belt.',
      time: '2026-11-21T19:30:00.000Z',
    };

    const body = await sendMessage({ chatId: entry.chatId, contactId: entry.contactId, message });

    expect(body.message).toEqual(message);
    expect(body.userChatData.chatList).toEqual([
      { ...entry, lastMessageTime: message.time },
      ...chatUser.chatList.slice(0, -1),
    ]);
    const { chat, userChatData } = await getChat(entry.contactId);
    const original = required(chats.find((item) => item.id === entry.chatId));
    expect(chat.dialog).toEqual([...original.dialog, message]);
    expect(userChatData).toEqual(body.userChatData);
  });

  it('sends into a newly opened chat', async () => {
    const contact = required(newContact);
    const { chat } = await getChat(contact.id);
    const fromContact: ChatMessage = {
      who: contact.id,
      message: 'Chicks are loaded, the truck leaves in ten minutes.',
      time: '2026-11-22T05:10:00.000Z',
    };

    const body = await sendMessage({
      chatId: chat.id,
      contactId: contact.id,
      message: fromContact,
    });

    expect(body.userChatData.chatList[0]).toEqual({
      chatId: chat.id,
      contactId: contact.id,
      lastMessageTime: fromContact.time,
    });
    expect(body.userChatData.chatList).toHaveLength(chatUser.chatList.length + 1);
    expect((await getChat(contact.id)).chat.dialog).toEqual([fromContact]);
  });

  it('refuses unknown chats, a chat of another contact and malformed messages', async () => {
    const [first, second] = chatUser.chatList;
    const entry = required(first);
    const good: ChatMessage = { who: chatUser.id, message: 'Hello', time: '2026-11-21T19:30:00Z' };

    await sendMessage({ chatId: 'ffffffff', contactId: entry.contactId, message: good }, 404);
    await sendMessage(
      { chatId: required(second).chatId, contactId: entry.contactId, message: good },
      400,
    );
    for (const message of [
      { ...good, message: '   ' },
      { ...good, who: required(second).contactId },
      { ...good, time: 'yesterday' },
    ]) {
      await sendMessage({ chatId: entry.chatId, contactId: entry.contactId, message }, 400);
    }

    expect(await getJson<ChatUser>('/api/chat/user')).toEqual(chatUser);
    const { chat } = await getChat(entry.contactId);
    expect(chat).toEqual(chats.find((item) => item.id === entry.chatId));
  });
});

describe('POST /api/chat/user/data', () => {
  it('merges the body into the chat user and keeps its id', async () => {
    const body = await postJson<ChatUser>('/api/chat/user/data', {
      id: 'ffffffff',
      status: 'do-not-disturb',
      mood: 'Catching night, phone off',
    });

    const expected: ChatUser = {
      ...chatUser,
      status: 'do-not-disturb',
      mood: 'Catching night, phone off',
    };
    expect(body).toEqual(expected);
    expect(await getJson<ChatUser>('/api/chat/user')).toEqual(expected);
  });

  it('refuses a body that is not an object or has fields of the wrong type', async () => {
    await postJson<MockProblem>('/api/chat/user/data', ['online'], 400);
    await postJson<MockProblem>('/api/chat/user/data', { status: 'busy' }, 400);
    await postJson<MockProblem>('/api/chat/user/data', { name: 42 }, 400);
    await postJson<MockProblem>('/api/chat/user/data', { chatList: [{ chatId: 'x' }] }, 400);

    expect(await getJson<ChatUser>('/api/chat/user')).toEqual(chatUser);
  });
});

describe('resetMockState', () => {
  it('restores the sample data after changes and never changes the sample data itself', async () => {
    const snapshot = structuredClone({ chatContacts, chats, chatUser });
    const entry = required(lastEntry);
    await getChat(required(newContact).id);
    await sendMessage({
      chatId: entry.chatId,
      contactId: entry.contactId,
      message: { who: chatUser.id, message: 'Noted', time: '2026-11-21T20:00:00.000Z' },
    });
    await postJson<ChatUser>('/api/chat/user/data', { status: 'offline' });

    resetMockState();

    expect(await getJson<ChatUser>('/api/chat/user')).toEqual(chatUser);
    expect((await getChat(entry.contactId)).chat).toEqual(
      chats.find((chat) => chat.id === entry.chatId),
    );
    expect({ chatContacts, chats, chatUser }).toEqual(snapshot);
  });
});
