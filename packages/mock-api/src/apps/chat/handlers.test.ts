import { beforeEach, describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import {
  CHAT_STATUSES,
  chatPaths,
  chatContactSchema,
  chatUserSchema,
  getChatResponseSchema,
  sendMessageResponseSchema,
} from './contract.ts';
import type {
  ChatMessage,
  ChatUser,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from './contract.ts';
import { createHandlers } from './handlers.ts';
import { chatContacts, chats, chatUser } from './sample-data.ts';

let call = callerOf(createHandlers());
beforeEach(() => {
  call = callerOf(createHandlers());
});

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The first sample contact the chat user has no chat with yet. */
const newContact = chatContacts.find(
  (contact) => !chatUser.chatList.some((entry) => entry.contactId === contact.id),
);
/** The contact of the oldest sample conversation. */
const lastEntry = chatUser.chatList[chatUser.chatList.length - 1];

function getUser(): Promise<ChatUser> {
  return call.get(chatPaths.user, chatUserSchema);
}

function getChat(contactId: string, userId = chatUser.id): Promise<GetChatResponse> {
  return call.get(
    `${chatPaths.getChat}?contactId=${contactId}&userId=${userId}`,
    getChatResponseSchema,
  );
}

function sendMessage(request: SendMessageRequest): Promise<SendMessageResponse> {
  return call.post(chatPaths.sendMessage, request, sendMessageResponseSchema);
}

/** Expects a problem-details answer with `status`. */
async function expectProblem(path: string, status: number, body?: unknown): Promise<void> {
  const answer = await call.raw(path, body === undefined ? undefined : { body });
  expect(answer.status).toBe(status);
  expect(answer.contentType).toContain('application/problem+json');
  expect(mockProblemSchema.parse(answer.body)).toMatchObject({ status, type: 'about:blank' });
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
  it('answers every contact with status 200 as JSON', async () => {
    const answer = await call.raw(chatPaths.contacts);

    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/json');
    expect(chatContactSchema.array().parse(answer.body)).toEqual(chatContacts);
  });
});

describe('GET /api/chat/user', () => {
  it('answers the chat user with the chat list', async () => {
    const user = await getUser();

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

  it('creates an empty chat once, without touching the chat list until a message is sent', async () => {
    const contact = required(newContact);

    const created = await getChat(contact.id);

    expect(created.chat.dialog).toEqual([]);
    expect(chats.some((chat) => chat.id === created.chat.id)).toBe(false);
    expect(created.userChatData).toEqual(chatUser);

    const again = await getChat(contact.id);

    expect(again.chat).toEqual(created.chat);
    expect(again.userChatData).toEqual(chatUser);
    expect(await getUser()).toEqual(chatUser);
  });

  it('accepts a request without userId', async () => {
    const contact = required(newContact);

    const body = await call.get(
      `${chatPaths.getChat}?contactId=${contact.id}`,
      getChatResponseSchema,
    );

    expect(body.chat.dialog).toEqual([]);
  });

  it('refuses a missing contactId, an unknown contact and another user', async () => {
    await expectProblem(chatPaths.getChat, 400);
    await expectProblem(`${chatPaths.getChat}?contactId=ffffffff`, 404);
    await expectProblem(
      `${chatPaths.getChat}?contactId=${required(newContact).id}&userId=ffffffff`,
      404,
    );

    expect(await getUser()).toEqual(chatUser);
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
    expect(body.userChatData.chatList.slice(1)).toEqual(chatUser.chatList);
    const reopened = await getChat(contact.id);
    expect(reopened.chat).toEqual({ id: chat.id, dialog: [fromContact] });
    expect(reopened.userChatData).toEqual(body.userChatData);
  });

  it('refuses unknown chats, a chat of another contact and malformed messages', async () => {
    const [first, second] = chatUser.chatList;
    const entry = required(first);
    const good: ChatMessage = { who: chatUser.id, message: 'Hello', time: '2026-11-21T19:30:00Z' };
    const send = chatPaths.sendMessage;

    await expectProblem(send, 404, {
      chatId: 'ffffffff',
      contactId: entry.contactId,
      message: good,
    });
    await expectProblem(send, 400, {
      chatId: required(second).chatId,
      contactId: entry.contactId,
      message: good,
    });
    for (const message of [
      { ...good, message: '   ' },
      { ...good, who: required(second).contactId },
      { ...good, time: 'yesterday' },
    ]) {
      await expectProblem(send, 400, { chatId: entry.chatId, contactId: entry.contactId, message });
    }

    expect(await getUser()).toEqual(chatUser);
    const { chat } = await getChat(entry.contactId);
    expect(chat).toEqual(chats.find((item) => item.id === entry.chatId));
  });
});

describe('POST /api/chat/user/data', () => {
  it('merges the body into the chat user and keeps its id', async () => {
    const body = await call.post(
      chatPaths.userData,
      { id: 'ffffffff', status: 'do-not-disturb', mood: 'Catching night, phone off' },
      chatUserSchema,
    );

    const expected: ChatUser = {
      ...chatUser,
      status: 'do-not-disturb',
      mood: 'Catching night, phone off',
    };
    expect(body).toEqual(expected);
    expect(await getUser()).toEqual(expected);
  });

  it('refuses a body that is not an object or has fields of the wrong type', async () => {
    await expectProblem(chatPaths.userData, 400, ['online']);
    await expectProblem(chatPaths.userData, 400, { status: 'busy' });
    await expectProblem(chatPaths.userData, 400, { name: 42 });
    await expectProblem(chatPaths.userData, 400, { chatList: [{ chatId: 'x' }] });

    expect(await getUser()).toEqual(chatUser);
  });
});

describe('fresh state', () => {
  it('starts from the sample data again and never changes the sample data itself', async () => {
    const snapshot = structuredClone({ chatContacts, chats, chatUser });
    const entry = required(lastEntry);
    await getChat(required(newContact).id);
    await sendMessage({
      chatId: entry.chatId,
      contactId: entry.contactId,
      message: { who: chatUser.id, message: 'Noted', time: '2026-11-21T20:00:00.000Z' },
    });
    await call.post(chatPaths.userData, { status: 'offline' }, chatUserSchema);

    call = callerOf(createHandlers());

    expect(await getUser()).toEqual(chatUser);
    expect((await getChat(entry.contactId)).chat).toEqual(
      chats.find((chat) => chat.id === entry.chatId),
    );
    expect({ chatContacts, chats, chatUser }).toEqual(snapshot);
  });
});
