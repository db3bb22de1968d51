import { http, HttpResponse } from 'msw';
import { CHAT_STATUSES } from './contracts/chat.ts';
import type {
  Chat,
  ChatContact,
  ChatListEntry,
  ChatMessage,
  ChatStatus,
  ChatUser,
  ChatUserUpdate,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from './contracts/chat.ts';
import type { MockProblem } from './contracts/problem.ts';
import { mockState } from './mock-state.ts';
import { isRecord, problem, readObjectBody } from './responses.ts';

/** Handlers of the chat calls: contacts, the chat user, opening a chat and sending a message. */
export const chatHandlers = [
  http.get('*/api/chat/contacts', () => HttpResponse.json<ChatContact[]>(mockState().chatContacts)),

  http.get('*/api/chat/user', () => HttpResponse.json<ChatUser>(mockState().chatUser)),

  http.get<never, never, GetChatResponse | MockProblem>('*/api/chat/get-chat', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const contactId = params.get('contactId');
    const userId = params.get('userId');
    const state = mockState();
    if (!contactId) return problem(400, 'The contactId query parameter is required.');
    if (userId !== null && userId !== state.chatUser.id) {
      return problem(404, `There is no chat user with id '${userId}'.`);
    }
    if (!state.chatContacts.some((contact) => contact.id === contactId)) {
      return problem(404, `There is no chat contact with id '${contactId}'.`);
    }
    const chat = findChatWith(contactId) ?? openChatWith(contactId);
    return HttpResponse.json<GetChatResponse>({ chat, userChatData: state.chatUser });
  }),

  http.post<never, ChatUserUpdate, ChatUser | MockProblem>(
    '*/api/chat/user/data',
    async ({ request }) => {
      const body = await readObjectBody(request);
      if (!body) return problem(400, 'The body must be a JSON object.');
      const update = toChatUserUpdate(body);
      if (typeof update === 'string') return problem(400, update);
      const state = mockState();
      state.chatUser = { ...state.chatUser, ...update, id: state.chatUser.id };
      return HttpResponse.json<ChatUser>(state.chatUser);
    },
  ),

  http.post<never, SendMessageRequest, SendMessageResponse | MockProblem>(
    '*/api/chat/send-message',
    async ({ request }) => {
      const body = await readObjectBody(request);
      if (!body) return problem(400, 'The body must be a JSON object.');
      const { chatId, contactId } = body;
      if (typeof chatId !== 'string' || typeof contactId !== 'string') {
        return problem(400, 'chatId and contactId must be strings.');
      }
      const state = mockState();
      const entry = state.chatUser.chatList.find((item) => item.contactId === contactId);
      const chat = state.chats.find((item) => item.id === chatId);
      if (!entry || !chat) return problem(404, `There is no chat with id '${chatId}'.`);
      if (entry.chatId !== chatId) {
        return problem(400, `Chat '${chatId}' is not the chat with contact '${contactId}'.`);
      }
      const message = toChatMessage(body.message, [state.chatUser.id, contactId]);
      if (typeof message === 'string') return problem(400, message);

      chat.dialog.push(message);
      const moved: ChatListEntry = { ...entry, lastMessageTime: message.time };
      state.chatUser = {
        ...state.chatUser,
        chatList: [moved, ...state.chatUser.chatList.filter((item) => item !== entry)],
      };
      return HttpResponse.json<SendMessageResponse>({ message, userChatData: state.chatUser });
    },
  ),
];

function findChatWith(contactId: string): Chat | undefined {
  const { chatUser, chats } = mockState();
  const entry = chatUser.chatList.find((item) => item.contactId === contactId);
  return entry && chats.find((chat) => chat.id === entry.chatId);
}

/** Creates an empty chat with the contact and puts it first in the chat user's chat list. */
function openChatWith(contactId: string): Chat {
  const state = mockState();
  const chat: Chat = { id: newChatId(state.chats), dialog: [] };
  state.chats.push(chat);
  const entry: ChatListEntry = {
    chatId: chat.id,
    contactId,
    lastMessageTime: new Date().toISOString(),
  };
  state.chatUser = {
    ...state.chatUser,
    chatList: [entry, ...state.chatUser.chatList.filter((item) => item.contactId !== contactId)],
  };
  return chat;
}

/** An 8-digit hex id no chat uses yet; works without a secure context, unlike randomUUID. */
function newChatId(existing: readonly Chat[]): string {
  for (;;) {
    const id = Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
    if (!existing.some((chat) => chat.id === id)) return id;
  }
}

function isIsoTime(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

function isChatStatus(value: unknown): value is ChatStatus {
  return CHAT_STATUSES.some((status) => status === value);
}

function isChatListEntry(value: unknown): value is ChatListEntry {
  return (
    isRecord(value) &&
    typeof value.chatId === 'string' &&
    typeof value.contactId === 'string' &&
    isIsoTime(value.lastMessageTime)
  );
}

/** The message in a send-message body, or why it is not acceptable. */
function toChatMessage(value: unknown, authors: readonly string[]): ChatMessage | string {
  if (!isRecord(value)) return 'message must be an object with who, message and time.';
  const { who, message, time } = value;
  if (typeof who !== 'string' || !authors.includes(who)) {
    return 'message.who must be the chat user or the contact of this chat.';
  }
  if (typeof message !== 'string' || message.trim() === '') {
    return 'message.message must be a non-empty string.';
  }
  if (!isIsoTime(time)) return 'message.time must be an ISO 8601 date-time.';
  return { who, message, time };
}

/** The known chat-user fields of a user/data body, or why one of them is not acceptable. */
function toChatUserUpdate(body: Record<string, unknown>): ChatUserUpdate | string {
  const update: ChatUserUpdate = {};
  for (const field of ['name', 'avatar', 'mood'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return `${field} must be a string.`;
    update[field] = value;
  }
  if (body.status !== undefined) {
    if (!isChatStatus(body.status)) return `status must be one of ${CHAT_STATUSES.join(', ')}.`;
    update.status = body.status;
  }
  if (body.chatList !== undefined) {
    if (!Array.isArray(body.chatList) || !body.chatList.every(isChatListEntry)) {
      return 'chatList must be a list of {chatId, contactId, lastMessageTime}.';
    }
    update.chatList = body.chatList;
  }
  return update;
}
