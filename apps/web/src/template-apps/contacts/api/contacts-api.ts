import type {
  Contact,
  ContactListId,
  ContactsUser,
  NewContact,
} from '@flockbook/mock-api/contacts';
import { contactsPaths } from '@flockbook/mock-api/contacts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const contactsKeys = {
  all: ['contacts-app'] as const,
  lists: ['contacts-app', 'contacts'] as const,
  list: (id: string) => ['contacts-app', 'contacts', id] as const,
  user: ['contacts-app', 'user'] as const,
};

/** GET contacts?id=: frequent, starred, or (any other id) every contact. */
export function useContacts(id: ContactListId | string) {
  return useQuery({
    queryKey: contactsKeys.list(id),
    queryFn: ({ signal }) => api.get<Contact[]>(contactsPaths.contacts, { query: { id }, signal }),
  });
}

/** GET user: the starred, frequent and grouped contacts of the signed-in user. */
export function useContactsUser() {
  return useQuery({
    queryKey: contactsKeys.user,
    queryFn: ({ signal }) => api.get<ContactsUser>(contactsPaths.user, { signal }),
  });
}

/** The contact mutations (every one answers the contact list or the user, section 7). */
export function useContactMutations() {
  const queryClient = useQueryClient();
  // The starred and frequent lists depend on the user and on the contacts, so both refresh.
  const onContacts = (contacts: Contact[]) => {
    queryClient.setQueryData(contactsKeys.list('all'), contacts);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: contactsKeys.lists }),
      queryClient.invalidateQueries({ queryKey: contactsKeys.user }),
    ]);
  };
  const onUser = (user: ContactsUser) => {
    queryClient.setQueryData(contactsKeys.user, user);
    return queryClient.invalidateQueries({ queryKey: contactsKeys.lists });
  };
  const idsCall = (path: string) => (contactIds: string[]) =>
    api.post<ContactsUser>(path, { contactIds });

  return {
    add: useMutation({
      mutationFn: (newContact: NewContact) =>
        api.post<Contact[]>(contactsPaths.addContact, { newContact }),
      onSuccess: onContacts,
    }),
    update: useMutation({
      mutationFn: (contact: Contact) =>
        api.post<Contact[]>(contactsPaths.updateContact, { contact }),
      onSuccess: onContacts,
    }),
    remove: useMutation({
      mutationFn: (contactId: string) =>
        api.post<Contact[]>(contactsPaths.removeContact, { contactId }),
      onSuccess: onContacts,
    }),
    removeMany: useMutation({
      mutationFn: (contactIds: string[]) =>
        api.post<Contact[]>(contactsPaths.removeContacts, { contactIds }),
      onSuccess: onContacts,
    }),
    toggleStar: useMutation({
      mutationFn: (contactId: string) =>
        api.post<ContactsUser>(contactsPaths.toggleStarredContact, { contactId }),
      onSuccess: onUser,
    }),
    toggleStars: useMutation({
      mutationFn: idsCall(contactsPaths.toggleStarredContacts),
      onSuccess: onUser,
    }),
    setStarred: useMutation({
      mutationFn: idsCall(contactsPaths.setContactsStarred),
      onSuccess: onUser,
    }),
    setUnstarred: useMutation({
      mutationFn: idsCall(contactsPaths.setContactsUnstarred),
      onSuccess: onUser,
    }),
  };
}
