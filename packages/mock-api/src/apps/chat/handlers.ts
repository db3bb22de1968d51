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

export type ChatState = {
  contacts: ChatContact[];
  chats: Chat[];
  user: ChatUser;
  /** Chats opened with a contact but still empty (contact id -> chat id): not in the chat list. */
  emptyChats: Record<string, string>;
};

export function createChatState(): ChatState {
  return { ...structuredClone({ contacts: chatContacts, chats, user: chatUser }), emptyChats: {} };
}

/**
 * The chat with the contact; an empty one is created when there is none. An empty chat joins the
 * chat list (first) with its first message, so opening a chat never reorders the list.
 */
export function getChat(state: ChatState, query: GetChatQuery): GetChatResponse {
  if (query.userId !== undefined && query.userId !== state.user.id) {
    throw notFound(`There is no chat user with id '${query.userId}'.`);
  }
  if (!state.contacts.some((contact) => contact.id === query.contactId)) {
    throw notFound(`There is no chat contact with id '${query.contactId}'.`);
  }
  const chatId = chatIdOf(state, query.contactId);
  const chat =
    (chatId !== undefined && state.chats.find((item) => item.id === chatId)) ||
    openChat(state, query.contactId);
  return { chat, userChatData: state.user };
}

function chatIdOf(state: ChatState, contactId: string): string | undefined {
  const entry = state.user.chatList.find((item) => item.contactId === contactId);
  return entry?.chatId ?? state.emptyChats[contactId];
}

function openChat(state: ChatState, contactId: string): Chat {
  const chat: Chat = { id: newId(state.chats.map((item) => item.id)), dialog: [] };
  state.chats.push(chat);
  state.emptyChats[contactId] = chat.id;
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
  const chat = state.chats.find((item) => item.id === chatId);
  if (!chat) throw notFound(`There is no chat with id '${chatId}'.`);
  if (chatIdOf(state, contactId) !== chatId) {
    throw badRequest(`Chat '${chatId}' is not the chat with contact '${contactId}'.`);
  }
  if (message.who !== state.user.id && message.who !== contactId) {
    throw badRequest('message.who must be the chat user or the contact of this chat.');
  }
  chat.dialog.push(message);
  delete state.emptyChats[contactId];
  const moved: ChatListEntry = { chatId, contactId, lastMessageTime: message.time };
  state.user = {
    ...state.user,
    chatList: [moved, ...state.user.chatList.filter((item) => item.contactId !== contactId)],
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
