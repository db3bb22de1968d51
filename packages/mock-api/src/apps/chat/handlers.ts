import type { HttpHandler } from 'msw';
import { newId } from '../../platform/ids.ts';
import { badRequest, getCall, noQuery, notFound, postCall } from '../../platform/respond.ts';
import {
  chatPaths,
  chatUserUpdateSchema,
  getChatQuerySchema,
  sendMessageRequestSchema,
} from './contract.ts';
import type {
  Chat,
  ChatContact,
  ChatListEntry,
  ChatUser,
  ChatUserUpdate,
  GetChatQuery,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from './contract.ts';
import { chatContacts, chats, chatUser } from './sample-data.ts';

export type ChatState = { contacts: ChatContact[]; chats: Chat[]; user: ChatUser };

export function createChatState(): ChatState {
  return structuredClone({ contacts: chatContacts, chats, user: chatUser });
}

/** The chat with the contact; an empty one is created (listed first) when there is none. */
export function getChat(state: ChatState, query: GetChatQuery, now = new Date()): GetChatResponse {
  if (query.userId !== undefined && query.userId !== state.user.id) {
    throw notFound(`There is no chat user with id '${query.userId}'.`);
  }
  if (!state.contacts.some((contact) => contact.id === query.contactId)) {
    throw notFound(`There is no chat contact with id '${query.contactId}'.`);
  }
  const entry = state.user.chatList.find((item) => item.contactId === query.contactId);
  const chat =
    (entry && state.chats.find((item) => item.id === entry.chatId)) ??
    openChat(state, query.contactId, now);
  return { chat, userChatData: state.user };
}

function openChat(state: ChatState, contactId: string, now: Date): Chat {
  const chat: Chat = { id: newId(state.chats.map((item) => item.id)), dialog: [] };
  state.chats.push(chat);
  const entry: ChatListEntry = { chatId: chat.id, contactId, lastMessageTime: now.toISOString() };
  state.user = {
    ...state.user,
    chatList: [entry, ...state.user.chatList.filter((item) => item.contactId !== contactId)],
  };
  return chat;
}

/** Merges the fields into the chat user; its id never changes. */
export function updateChatUser(state: ChatState, update: ChatUserUpdate): ChatUser {
  state.user = { ...state.user, ...update, id: state.user.id };
  return state.user;
}

/** Appends the message and moves that contact's chat to the front of the chat list. */
export function sendMessage(state: ChatState, request: SendMessageRequest): SendMessageResponse {
  const { chatId, contactId, message } = request;
  const entry = state.user.chatList.find((item) => item.contactId === contactId);
  const chat = state.chats.find((item) => item.id === chatId);
  if (!entry || !chat) throw notFound(`There is no chat with id '${chatId}'.`);
  if (entry.chatId !== chatId) {
    throw badRequest(`Chat '${chatId}' is not the chat with contact '${contactId}'.`);
  }
  if (message.who !== state.user.id && message.who !== contactId) {
    throw badRequest('message.who must be the chat user or the contact of this chat.');
  }
  chat.dialog.push(message);
  const moved: ChatListEntry = { ...entry, lastMessageTime: message.time };
  state.user = {
    ...state.user,
    chatList: [moved, ...state.user.chatList.filter((item) => item !== entry)],
  };
  return { message, userChatData: state.user };
}

export function createHandlers(state = createChatState()): HttpHandler[] {
  return [
    getCall(chatPaths.contacts, noQuery, () => state.contacts),
    getCall(chatPaths.user, noQuery, () => state.user),
    getCall(chatPaths.getChat, getChatQuerySchema, (query) => getChat(state, query)),
    postCall(chatPaths.userData, chatUserUpdateSchema, (update) => updateChatUser(state, update)),
    postCall(chatPaths.sendMessage, sendMessageRequestSchema, (request) =>
      sendMessage(state, request),
    ),
  ];
}
