import type { ChatContact, ChatListEntry, ChatMessage, ChatUser } from '@flockbook/mock-api/chat';
import { describe, expect, it } from 'vitest';
import {
  appendMessage,
  groupMessages,
  isFirstOfGroup,
  isLastOfGroup,
  moveChatToFront,
  railContacts,
  withMessageSent,
} from './chat-messages.ts';

const message = (who: string, text: string, minute = 0): ChatMessage => ({
  who,
  message: text,
  time: `2026-11-21T08:${String(minute).padStart(2, '0')}:00.000Z`,
});

const dialog = [
  message('me', 'one', 1),
  message('me', 'two', 2),
  message('amira', 'three', 3),
  message('me', 'four', 4),
  message('me', 'five', 5),
  message('me', 'six', 6),
];

describe('groupMessages', () => {
  it('cuts the dialog into runs of consecutive messages by one author', () => {
    const groups = groupMessages(dialog);
    expect(groups.map((group) => group.who)).toEqual(['me', 'amira', 'me']);
    expect(groups.map((group) => group.messages.map((item) => item.message))).toEqual([
      ['one', 'two'],
      ['three'],
      ['four', 'five', 'six'],
    ]);
  });

  it('gives no groups for an empty dialog and one group for a single message', () => {
    expect(groupMessages([])).toEqual([]);
    expect(groupMessages([message('me', 'hi')])).toHaveLength(1);
  });
});

describe('first and last message of a group', () => {
  it('marks only the last message of each run as last', () => {
    expect(dialog.map((_item, index) => isLastOfGroup(dialog, index))).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
  });

  it('marks only the first message of each run as first', () => {
    expect(dialog.map((_item, index) => isFirstOfGroup(dialog, index))).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('answers false outside the dialog', () => {
    expect(isLastOfGroup(dialog, 6)).toBe(false);
    expect(isFirstOfGroup(dialog, -1)).toBe(false);
  });
});

describe('sending', () => {
  const chatList: ChatListEntry[] = [
    { chatId: 'c1', contactId: 'amira', lastMessageTime: '2026-11-21T08:00:00.000Z' },
    { chatId: 'c2', contactId: 'tomasz', lastMessageTime: '2026-11-20T08:00:00.000Z' },
    { chatId: 'c3', contactId: 'selin', lastMessageTime: '2026-11-19T08:00:00.000Z' },
  ];

  it('appends the message to the end of the dialog without changing the old chat', () => {
    const chat = { id: 'c1', dialog: dialog.slice(0, 2) };
    const next = appendMessage(chat, message('me', 'new'));
    expect(next.dialog.map((item) => item.message)).toEqual(['one', 'two', 'new']);
    expect(chat.dialog).toHaveLength(2);
  });

  it("moves the contact's chat to the front with the message time", () => {
    const moved = moveChatToFront(chatList, 'selin', '2026-11-21T09:00:00.000Z');
    expect(moved.map((entry) => entry.contactId)).toEqual(['selin', 'amira', 'tomasz']);
    expect(moved[0]?.lastMessageTime).toBe('2026-11-21T09:00:00.000Z');
    expect(moveChatToFront(moved, 'selin', 'x').map((entry) => entry.contactId)).toEqual([
      'selin',
      'amira',
      'tomasz',
    ]);
  });

  it('leaves the list as it is for a contact without a chat', () => {
    expect(moveChatToFront(chatList, 'nobody', 'x')).toEqual(chatList);
  });

  it('puts the chat first in the chat user', () => {
    const user: ChatUser = {
      id: 'me',
      name: 'Grace',
      avatar: '',
      status: 'online',
      mood: '',
      chatList,
    };
    const next = withMessageSent(user, 'tomasz', '2026-11-21T10:00:00.000Z');
    expect(next.chatList.map((entry) => entry.contactId)).toEqual(['tomasz', 'amira', 'selin']);
    expect(user.chatList[0]?.contactId).toBe('amira');
  });
});

describe('railContacts', () => {
  const contact = (id: string): ChatContact => ({
    id,
    name: id,
    avatar: '',
    status: 'online',
    mood: '',
    unread: 0,
  });
  const contacts = ['amira', 'tomasz', 'selin', 'kwame', 'lucia'].map(contact);

  it('lists contacts with a chat in chat-list order, then the others in their own order', () => {
    const { recent, others } = railContacts(contacts, [
      { chatId: 'c3', contactId: 'selin', lastMessageTime: '' },
      { chatId: 'c1', contactId: 'amira', lastMessageTime: '' },
      { chatId: 'c9', contactId: 'unknown', lastMessageTime: '' },
    ]);
    expect(recent.map((item) => item.id)).toEqual(['selin', 'amira']);
    expect(others.map((item) => item.id)).toEqual(['tomasz', 'kwame', 'lucia']);
  });
});
