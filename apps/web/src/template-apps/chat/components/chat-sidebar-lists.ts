import type { ChatContact, ChatListEntry } from '@flockbook/mock-api/chat';
import type { LanguageCode } from '../../../lib/i18n.ts';
import { railContacts } from '../../../shell/panels/chat-messages.ts';

export type ChatListItem = { contact: ChatContact; lastMessageTime: string };

/**
 * The sidebar's two lists, filtered by name: 'Chats' (contacts with a chat, most recent first,
 * the same order as the panel's rail) and 'Contacts' (everyone else, in their own order).
 */
export function sidebarLists(
  contacts: readonly ChatContact[],
  chatList: readonly ChatListEntry[],
  search: string,
): { chats: ChatListItem[]; others: ChatContact[] } {
  const { recent, others } = railContacts(contacts, chatList);
  const query = search.trim().toLocaleLowerCase();
  const matches = (contact: ChatContact) =>
    query === '' || contact.name.toLocaleLowerCase().includes(query);
  const times = new Map(chatList.map((entry) => [entry.contactId, entry.lastMessageTime]));
  return {
    chats: recent
      .filter(matches)
      .map((contact) => ({ contact, lastMessageTime: times.get(contact.id) ?? '' })),
    others: others.filter(matches),
  };
}

/** A chat's last-message time in a list: the time of day when it is today, else the date. */
export function formatListTime(time: string, language: LanguageCode, now = new Date()): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  const today = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    language,
    today ? { hour: 'numeric', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}
