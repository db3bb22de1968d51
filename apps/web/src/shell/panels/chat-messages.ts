import type {
  Chat,
  ChatContact,
  ChatListEntry,
  ChatMessage,
  ChatUser,
} from '@flockbook/mock-api/chat';

/** Consecutive messages of one author. */
export type MessageGroup = {
  who: string;
  messages: ChatMessage[];
};

/** The dialog cut into runs of consecutive messages by the same author, in order. */
export function groupMessages(dialog: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of dialog) {
    const last = groups[groups.length - 1];
    if (last && last.who === message.who) last.messages.push(message);
    else groups.push({ who: message.who, messages: [message] });
  }
  return groups;
}

/** Whether the message at `index` ends its author's run (the next one is someone else's). */
export function isLastOfGroup(dialog: readonly ChatMessage[], index: number): boolean {
  const message = dialog[index];
  if (!message) return false;
  return dialog[index + 1]?.who !== message.who;
}

/** Whether the message at `index` starts its author's run. */
export function isFirstOfGroup(dialog: readonly ChatMessage[], index: number): boolean {
  const message = dialog[index];
  if (!message) return false;
  return dialog[index - 1]?.who !== message.who;
}

/** The chat with one more message at the end. */
export function appendMessage(chat: Chat, message: ChatMessage): Chat {
  return { ...chat, dialog: [...chat.dialog, message] };
}

/**
 * The chat list with the contact's entry first, its last-message time set. A contact without an
 * entry leaves the list unchanged.
 */
export function moveChatToFront(
  chatList: readonly ChatListEntry[],
  contactId: string,
  time: string,
): ChatListEntry[] {
  const entry = chatList.find((item) => item.contactId === contactId);
  if (!entry) return [...chatList];
  return [
    { ...entry, lastMessageTime: time },
    ...chatList.filter((item) => item.contactId !== contactId),
  ];
}

/** The chat user after a message was sent to `contactId`: that chat comes first. */
export function withMessageSent(user: ChatUser, contactId: string, time: string): ChatUser {
  return { ...user, chatList: moveChatToFront(user.chatList, contactId, time) };
}

/**
 * The contacts of the rail: first those with a chat, most recent first (the chat list's order),
 * then everyone else in the contacts' own order.
 */
export function railContacts(
  contacts: readonly ChatContact[],
  chatList: readonly ChatListEntry[],
): { recent: ChatContact[]; others: ChatContact[] } {
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const recent: ChatContact[] = [];
  for (const entry of chatList) {
    const contact = byId.get(entry.contactId);
    if (contact && !recent.includes(contact)) recent.push(contact);
  }
  const others = contacts.filter((contact) => !recent.includes(contact));
  return { recent, others };
}
