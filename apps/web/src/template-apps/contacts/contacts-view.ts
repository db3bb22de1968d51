import type { Contact, ContactsUser } from '@flockbook/mock-api/contacts';
import { CONTACT_LISTS } from '@flockbook/mock-api/contacts';

export const CONTACTS_BASE = '/apps/contacts';
export const contactsListPath = (id: string) => `${CONTACTS_BASE}/${encodeURIComponent(id)}`;

/** What `/apps/contacts/{id}` shows: one of the three lists, a group, or nothing known. */
export type ContactsView =
  | { kind: 'list'; id: (typeof CONTACT_LISTS)[number] }
  | { kind: 'group'; id: string; name: string; contactIds: readonly string[] }
  | { kind: 'unknown'; id: string };

export function contactsView(id: string, user: ContactsUser | undefined): ContactsView {
  const list = CONTACT_LISTS.find((name) => name === id);
  if (list) return { kind: 'list', id: list };
  const group = user?.groups.find((candidate) => candidate.id === id);
  if (group) return { kind: 'group', ...group };
  return { kind: 'unknown', id };
}

/** The contacts of a view: a group is every contact (`GET contacts` answers all) in the group. */
export function contactsOfView(contacts: readonly Contact[], view: ContactsView): Contact[] {
  if (view.kind !== 'group') return [...contacts];
  const members = new Set(view.contactIds);
  return contacts.filter((contact) => members.has(contact.id));
}

export function fullName(contact: Pick<Contact, 'name' | 'lastName'>): string {
  return [contact.name, contact.lastName].filter(Boolean).join(' ');
}

const SEARCHED: readonly (keyof Contact)[] = [
  'name',
  'lastName',
  'nickname',
  'email',
  'company',
  'jobTitle',
  'phone',
];

/** The contacts whose name, nickname, email, company, job title or phone holds every word. */
export function searchContacts(contacts: readonly Contact[], search: string): Contact[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...contacts];
  return contacts.filter((contact) => {
    const text = SEARCHED.map((field) => contact[field])
      .join(' ')
      .toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Sorted by first name, then last name, in the reader's language. */
export function sortContacts(contacts: readonly Contact[], language: string): Contact[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return [...contacts].sort(
    (a, b) => collator.compare(a.name, b.name) || collator.compare(a.lastName, b.lastName),
  );
}
