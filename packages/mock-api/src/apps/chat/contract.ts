import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.chat;

/** Paths of the chat calls (section 7). */
export const chatPaths = {
  contacts: `${base}/contacts`,
  user: `${base}/user`,
  getChat: `${base}/get-chat`,
  userData: `${base}/user/data`,
  sendMessage: `${base}/send-message`,
} as const;

/** Presence states of a chat participant, in the order a status menu lists them. */
export const CHAT_STATUSES = ['online', 'away', 'do-not-disturb', 'offline'] as const;

export const chatStatusSchema = z.enum(CHAT_STATUSES);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

const isoTime = z.iso.datetime({ offset: true });

/** Someone the chat user can talk to (an item of `GET /api/chat/contacts`). */
export const chatContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Image URL; the sample data uses `data:` SVG initials. */
  avatar: z.string(),
  status: chatStatusSchema,
  mood: z.string(),
  unread: z.number().int().nonnegative(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** One message of a dialog; `who` is the id of the chat user or of the contact. */
export const chatMessageSchema = z.object({
  who: z.string(),
  message: z.string().refine((text) => text.trim() !== '', 'The message must not be empty.'),
  /** ISO 8601 date-time. */
  time: isoTime,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.string(),
  /** Messages oldest first. */
  dialog: z.array(chatMessageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

/** The chat user's link to the chat with one contact. */
export const chatListEntrySchema = z.object({
  chatId: z.string(),
  contactId: z.string(),
  /** ISO 8601 date-time of the last message (a chat joins the list with its first message). */
  lastMessageTime: isoTime,
});
export type ChatListEntry = z.infer<typeof chatListEntrySchema>;

/** The signed-in side of the chat (`GET /api/chat/user`). */
export const chatUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  status: chatStatusSchema,
  mood: z.string(),
  /** Conversations with messages, most recent first. */
  chatList: z.array(chatListEntrySchema),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** Query of `GET /api/chat/get-chat`; `userId`, when given, must be the chat user's id. */
export const getChatQuerySchema = z.object({
  contactId: z.string().min(1),
  userId: z.string().optional(),
});
export type GetChatQuery = z.infer<typeof getChatQuerySchema>;

/** Answer of `GET /api/chat/get-chat`. */
export const getChatResponseSchema = z.object({ chat: chatSchema, userChatData: chatUserSchema });
export type GetChatResponse = z.infer<typeof getChatResponseSchema>;

/** Body of `POST /api/chat/user/data`: the fields to replace; the id never changes. */
export const chatUserUpdateSchema = chatUserSchema.omit({ id: true }).partial();
export type ChatUserUpdate = z.infer<typeof chatUserUpdateSchema>;

/** Body of `POST /api/chat/send-message`. */
export const sendMessageRequestSchema = z.object({
  chatId: z.string(),
  contactId: z.string(),
  message: chatMessageSchema,
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** Answer of `POST /api/chat/send-message`. */
export const sendMessageResponseSchema = z.object({
  message: chatMessageSchema,
  userChatData: chatUserSchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;
