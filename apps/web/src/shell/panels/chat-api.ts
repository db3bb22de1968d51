import type {
  Chat,
  ChatContact,
  ChatUser,
  ChatUserUpdate,
  GetChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '@flockbook/mock-api/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { appendMessage, withMessageSent } from './chat-messages.ts';

export const chatKeys = {
  all: ['chat'] as const,
  contacts: ['chat', 'contacts'] as const,
  user: ['chat', 'user'] as const,
  chat: (contactId: string) => ['chat', 'chat', contactId] as const,
};

/** GET /api/chat/contacts */
export function fetchChatContacts(signal?: AbortSignal): Promise<ChatContact[]> {
  return api.get<ChatContact[]>('/api/chat/contacts', { signal });
}

/** GET /api/chat/user */
export function fetchChatUser(signal?: AbortSignal): Promise<ChatUser> {
  return api.get<ChatUser>('/api/chat/user', { signal });
}

/** GET /api/chat/get-chat: the chat with a contact (created empty when there is none yet). */
export function fetchChat(
  contactId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<GetChatResponse> {
  return api.get<GetChatResponse>('/api/chat/get-chat', { query: { contactId, userId }, signal });
}

/** POST /api/chat/send-message */
export function postChatMessage(body: SendMessageRequest): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>('/api/chat/send-message', body);
}

/** POST /api/chat/user/data: merges the fields into the chat user; answers the chat user. */
export function postChatUserData(body: ChatUserUpdate): Promise<ChatUser> {
  return api.post<ChatUser>('/api/chat/user/data', body);
}

export function useChatContacts() {
  return useQuery({
    queryKey: chatKeys.contacts,
    queryFn: ({ signal }) => fetchChatContacts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useChatUser() {
  return useQuery({
    queryKey: chatKeys.user,
    queryFn: ({ signal }) => fetchChatUser(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The chat with a contact; loading it also refreshes the chat user (its chat list). */
export function useChat(contactId: string | null, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.chat(contactId ?? ''),
    queryFn: async ({ signal }): Promise<Chat> => {
      const result = await fetchChat(contactId ?? '', userId ?? '', signal);
      queryClient.setQueryData(chatKeys.user, result.userChatData);
      return result.chat;
    },
    enabled: contactId !== null && userId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Sends a message: on success it is appended to the chat's dialog and that contact's chat moves
 * to the front of the chat list.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatMessage,
    onSuccess: (result, request) => {
      queryClient.setQueryData<Chat>(chatKeys.chat(request.contactId), (chat) =>
        chat ? appendMessage(chat, result.message) : chat,
      );
      queryClient.setQueryData<ChatUser>(
        chatKeys.user,
        withMessageSent(result.userChatData, request.contactId, result.message.time),
      );
    },
  });
}

/** Saves the chat user's own fields (status, mood); the answer replaces the cached chat user. */
export function useUpdateChatUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatUserData,
    onSuccess: (user) => queryClient.setQueryData(chatKeys.user, user),
  });
}

/** Marks a contact's messages as read in the contacts on show. */
export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return (contactId: string) =>
    queryClient.setQueryData<ChatContact[]>(chatKeys.contacts, (contacts) =>
      contacts?.map((contact) =>
        contact.id === contactId && contact.unread > 0 ? { ...contact, unread: 0 } : contact,
      ),
    );
}
