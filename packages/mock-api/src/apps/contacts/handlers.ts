import type { HttpHandler } from 'msw';
import { newId } from '../../platform/ids.ts';
import { findAllById, replaceById, unique } from '../../platform/records.ts';
import { getCall, noQuery, postCall } from '../../platform/respond.ts';
import {
  addContactRequestSchema,
  contactIdRequestSchema,
  contactIdsRequestSchema,
  contactsPaths,
  contactsQuerySchema,
  updateContactRequestSchema,
} from './contract.ts';
import type { Contact, ContactsQuery, ContactsUser } from './contract.ts';
import { contacts, contactsUser } from './sample-data.ts';

export type ContactsState = { contacts: Contact[]; user: ContactsUser };

export function createContactsState(): ContactsState {
  return structuredClone({ contacts, user: contactsUser });
}

/** `id` frequent: the user's frequent contacts; starred: the starred ones; else every contact. */
export function listContacts(state: ContactsState, { id }: ContactsQuery): Contact[] {
  const chosen =
    id === 'frequent'
      ? state.user.frequentContacts
      : id === 'starred'
        ? state.user.starred
        : undefined;
  return chosen ? state.contacts.filter((contact) => chosen.includes(contact.id)) : state.contacts;
}

/** Adds the contact with a new id; answers every contact. */
export function addContact(state: ContactsState, draft: Omit<Contact, 'id'>): Contact[] {
  state.contacts.push({ ...draft, id: newId(state.contacts.map((contact) => contact.id)) });
  return state.contacts;
}

/** Replaces the whole contact by id; answers every contact. */
export function updateContact(state: ContactsState, contact: Contact): Contact[] {
  replaceById(state.contacts, contact, 'contact');
  return state.contacts;
}

/** Removes the contacts, and their ids from the user's starred, frequent and groups. */
export function removeContacts(state: ContactsState, contactIds: readonly string[]): Contact[] {
  const ids = unique(contactIds);
  findAllById(state.contacts, ids, 'contact');
  const keep = (id: string) => !ids.includes(id);
  state.contacts = state.contacts.filter((contact) => keep(contact.id));
  const { user } = state;
  state.user = {
    ...user,
    starred: user.starred.filter(keep),
    frequentContacts: user.frequentContacts.filter(keep),
    groups: user.groups.map((group) => ({ ...group, contactIds: group.contactIds.filter(keep) })),
  };
  return state.contacts;
}

type StarChange = 'toggle' | 'star' | 'unstar';

/** Stars, unstars or toggles each contact in the user's starred list; answers the user. */
export function changeStars(
  state: ContactsState,
  contactIds: readonly string[],
  change: StarChange,
): ContactsUser {
  const ids = unique(contactIds);
  findAllById(state.contacts, ids, 'contact');
  const starred = new Set(state.user.starred);
  for (const id of ids) {
    const star = change === 'star' || (change === 'toggle' && !starred.has(id));
    if (star) starred.add(id);
    else starred.delete(id);
  }
  state.user = { ...state.user, starred: [...starred] };
  return state.user;
}

export function createHandlers(state = createContactsState()): HttpHandler[] {
  const paths = contactsPaths;
  const ids = contactIdsRequestSchema;
  const one = contactIdRequestSchema;
  return [
    getCall(paths.contacts, contactsQuerySchema, (query) => listContacts(state, query)),
    getCall(paths.user, noQuery, () => state.user),
    postCall(paths.addContact, addContactRequestSchema, ({ newContact }) =>
      addContact(state, newContact),
    ),
    postCall(paths.updateContact, updateContactRequestSchema, ({ contact }) =>
      updateContact(state, contact),
    ),
    postCall(paths.removeContact, one, ({ contactId }) => removeContacts(state, [contactId])),
    postCall(paths.removeContacts, ids, ({ contactIds }) => removeContacts(state, contactIds)),
    postCall(paths.toggleStarredContact, one, ({ contactId }) =>
      changeStars(state, [contactId], 'toggle'),
    ),
    postCall(paths.toggleStarredContacts, ids, ({ contactIds }) =>
      changeStars(state, contactIds, 'toggle'),
    ),
    postCall(paths.setContactsStarred, ids, ({ contactIds }) =>
      changeStars(state, contactIds, 'star'),
    ),
    postCall(paths.setContactsUnstarred, ids, ({ contactIds }) =>
      changeStars(state, contactIds, 'unstar'),
    ),
  ];
}
