import type { Contact, ContactsUser } from '@flockbook/mock-api/contacts';
import { describe, expect, it } from 'vitest';
import {
  contactsOfView,
  contactsView,
  fullName,
  searchContacts,
  sortContacts,
} from './contacts-view.ts';

const person = (id: string, name: string, lastName: string, extra: Partial<Contact> = {}) => ({
  id,
  name,
  lastName,
  avatar: '',
  nickname: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  address: '',
  birthday: '',
  notes: '',
  ...extra,
});

const contacts: Contact[] = [
  person('a', 'Zeynep', 'Kaya', { company: 'Agro Bank', email: 'zeynep@agro.example' }),
  person('b', 'amira', 'Haddad', { jobTitle: 'Flock supervisor', phone: '+1 555 0102' }),
  person('c', 'Bilal', 'Rahman', { nickname: 'Bil' }),
];
const user: ContactsUser = {
  id: 'me',
  name: 'Me',
  avatar: '',
  starred: ['a'],
  frequentContacts: [],
  groups: [{ id: 'vets', name: 'Vets', contactIds: ['c', 'a'] }],
};

describe('contacts view', () => {
  it('knows the three lists, the user’s groups, and nothing else', () => {
    expect(contactsView('starred', user)).toEqual({ kind: 'list', id: 'starred' });
    expect(contactsView('vets', user)).toMatchObject({ kind: 'group', name: 'Vets' });
    expect(contactsView('nope', user)).toEqual({ kind: 'unknown', id: 'nope' });
    expect(contactsView('vets', undefined)).toEqual({ kind: 'unknown', id: 'vets' });
  });

  it('keeps only a group’s members, and every contact of a list', () => {
    const group = contactsView('vets', user);
    expect(contactsOfView(contacts, group).map((c) => c.id)).toEqual(['a', 'c']);
    expect(contactsOfView(contacts, contactsView('all', user))).toHaveLength(3);
  });

  it('searches every word across name, company, job title, phone and nickname', () => {
    expect(searchContacts(contacts, 'AGRO').map((c) => c.id)).toEqual(['a']);
    expect(searchContacts(contacts, 'flock haddad').map((c) => c.id)).toEqual(['b']);
    expect(searchContacts(contacts, '0102').map((c) => c.id)).toEqual(['b']);
    expect(searchContacts(contacts, 'bil').map((c) => c.id)).toEqual(['c']);
    expect(searchContacts(contacts, 'flock bank')).toEqual([]);
    expect(searchContacts(contacts, '  ')).toHaveLength(3);
  });

  it('sorts by first name without regard to case', () => {
    expect(sortContacts(contacts, 'en').map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });

  it('names a contact in full', () => {
    expect(fullName(contacts[0] as Contact)).toBe('Zeynep Kaya');
    expect(fullName({ name: 'Solo', lastName: '' })).toBe('Solo');
  });
});
