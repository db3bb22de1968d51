import type { ChatContact } from '@flockbook/mock-api/chat';
import { describe, expect, it } from 'vitest';
import { formatListTime, sidebarLists } from './chat-sidebar-lists.ts';

const contact = (id: string, name: string): ChatContact => ({
  id,
  name,
  avatar: '',
  status: 'online',
  mood: '',
  unread: 0,
});
const contacts = [
  contact('a', 'Amira Haddad'),
  contact('t', 'Tomasz Nowak'),
  contact('s', 'Selin Aydın'),
  contact('k', 'Kwame Mensah'),
];
const chatList = [
  { chatId: 'c2', contactId: 's', lastMessageTime: '2026-11-21T09:00:00.000Z' },
  { chatId: 'c1', contactId: 'a', lastMessageTime: '2026-11-20T09:00:00.000Z' },
];

describe('sidebarLists', () => {
  it('lists chats most recent first with their time, then the other contacts', () => {
    const { chats, others } = sidebarLists(contacts, chatList, '');
    expect(chats.map((item) => [item.contact.id, item.lastMessageTime])).toEqual([
      ['s', '2026-11-21T09:00:00.000Z'],
      ['a', '2026-11-20T09:00:00.000Z'],
    ]);
    expect(others.map((item) => item.id)).toEqual(['t', 'k']);
  });

  it('keeps only names containing the search, ignoring case and spaces around it', () => {
    const { chats, others } = sidebarLists(contacts, chatList, '  AM ');
    expect(chats.map((item) => item.contact.id)).toEqual(['a']);
    expect(others.map((item) => item.id)).toEqual(['k']);
    const none = sidebarLists(contacts, chatList, 'zzz');
    expect([...none.chats, ...none.others]).toEqual([]);
  });
});

describe('formatListTime', () => {
  const now = new Date(2026, 10, 21, 18, 0, 0);

  it('shows the time of day for today and the date for other days', () => {
    expect(formatListTime(new Date(2026, 10, 21, 8, 52).toISOString(), 'en', now)).toBe('8:52 AM');
    expect(formatListTime(new Date(2026, 10, 19, 8, 52).toISOString(), 'en', now)).toBe('Nov 19');
    expect(formatListTime(new Date(2026, 10, 19, 8, 52).toISOString(), 'tr', now)).toBe('19 Kas');
  });

  it('gives nothing for an unreadable time', () => {
    expect(formatListTime('', 'en', now)).toBe('');
  });
});
