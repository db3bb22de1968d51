/** Presence states of a chat participant, in the order a status menu lists them. */
export const CHAT_STATUSES = ['online', 'away', 'do-not-disturb', 'offline'] as const;

export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Someone the chat user can talk to (an item of `GET /api/chat/contacts`). */
export type ChatContact = {
  id: string;
  name: string;
  /** Image URL; the sample data uses `data:` SVG initials. */
  avatar: string;
  status: ChatStatus;
  mood: string;
  unread: number;
};

/** One message of a dialog; `who` is the id of the chat user or of the contact. */
export type ChatMessage = {
  who: string;
  message: string;
  /** ISO 8601 date-time. */
  time: string;
};

export type Chat = {
  id: string;
  /** Messages oldest first. */
  dialog: ChatMessage[];
};

/** The chat user's link to the chat with one contact. */
export type ChatListEntry = {
  chatId: string;
  contactId: string;
  /** ISO 8601 date-time of the last message, or of the chat's creation while it is empty. */
  lastMessageTime: string;
};

/** The signed-in side of the chat (`GET /api/chat/user`). */
export type ChatUser = {
  id: string;
  name: string;
  avatar: string;
  status: ChatStatus;
  mood: string;
  /** Most recent conversation first. */
  chatList: ChatListEntry[];
};

/** Query of `GET /api/chat/get-chat`; `userId`, when given, must be the chat user's id. */
export type GetChatQuery = {
  contactId: string;
  userId?: string;
};

/** Answer of `GET /api/chat/get-chat`. */
export type GetChatResponse = {
  chat: Chat;
  userChatData: ChatUser;
};

/** Body of `POST /api/chat/user/data`: the fields to replace; the id never changes. */
export type ChatUserUpdate = Partial<Omit<ChatUser, 'id'>>;

/** Body of `POST /api/chat/send-message`. */
export type SendMessageRequest = {
  chatId: string;
  contactId: string;
  message: ChatMessage;
};

/** Answer of `POST /api/chat/send-message`. */
export type SendMessageResponse = {
  message: ChatMessage;
  userChatData: ChatUser;
};
