import { beforeEach, describe, expect, it } from 'vitest';
import { mockProblemSchema } from '../../platform/problem.ts';
import { callerOf } from '../../testing/call.ts';
import { required } from '../../testing/required.ts';
import { contactListSchema, contactsPaths, contactsUserSchema } from './contract.ts';
import type { Contact, NewContact } from './contract.ts';
import { createHandlers } from './handlers.ts';
import { contacts, contactsUser } from './sample-data.ts';

let call = callerOf(createHandlers());
beforeEach(() => {
  call = callerOf(createHandlers());
});

const list = (id?: string) =>
  call.get(`${contactsPaths.contacts}${id ? `?id=${id}` : ''}`, contactListSchema);
const user = () => call.get(contactsPaths.user, contactsUserSchema);
const postList = (path: string, body: unknown) => call.post(path, body, contactListSchema);
const postUser = (path: string, body: unknown) => call.post(path, body, contactsUserSchema);
const ids = (items: Contact[]) => items.map((contact) => contact.id);
const unstarred = contacts.filter((contact) => !contactsUser.starred.includes(contact.id));

async function expectProblem(path: string, status: number, body: unknown): Promise<void> {
  const answer = await call.raw(path, { body });
  expect(answer.status).toBe(status);
  expect(mockProblemSchema.parse(answer.body).status).toBe(status);
}

describe('contacts sample data', () => {
  it('has unique contacts and a user whose lists and groups name them', () => {
    expect(contactListSchema.parse(contacts).length).toBeGreaterThanOrEqual(12);
    expect(new Set(ids(contacts)).size).toBe(contacts.length);
    const known = new Set(ids(contacts));
    const referenced = [
      ...contactsUser.starred,
      ...contactsUser.frequentContacts,
      ...contactsUser.groups.flatMap((group) => group.contactIds),
    ];
    for (const id of referenced) expect(known.has(id)).toBe(true);
    expect(contactsUser.groups.length).toBeGreaterThanOrEqual(3);
  });
});

describe('GET contacts and user', () => {
  it('answers all, frequent or starred contacts by the id parameter', async () => {
    expect(await list()).toEqual(contacts);
    expect(await list('all')).toEqual(contacts);
    expect(await list('anything-else')).toEqual(contacts);
    expect(new Set(ids(await list('frequent')))).toEqual(new Set(contactsUser.frequentContacts));
    expect(new Set(ids(await list('starred')))).toEqual(new Set(contactsUser.starred));
  });

  it('answers the user', async () => {
    expect(await user()).toEqual(contactsUser);
  });
});

describe('POST add-contact and update-contact', () => {
  it('adds the contact with a new id and answers the list', async () => {
    const newContact: NewContact = { name: 'Ravi', lastName: 'Patel', company: 'Patel Eggs' };

    const answer = await postList(contactsPaths.addContact, { newContact });

    expect(answer).toHaveLength(contacts.length + 1);
    const added = required(answer.find((contact) => contact.name === 'Ravi'));
    expect(added).toMatchObject({ ...newContact, email: '', birthday: '', notes: '' });
    expect(ids(contacts)).not.toContain(added.id);
    expect(await list()).toEqual(answer);
  });

  it('replaces the whole contact by id and answers the list', async () => {
    const changed = { ...required(contacts[1]), jobTitle: 'Lead engineer', phone: '+1 555 0999' };

    const answer = await postList(contactsPaths.updateContact, { contact: changed });

    expect(answer[1]).toEqual(changed);
    expect(await list()).toEqual(answer);
  });

  it('refuses a contact without a name, a bad birthday and unknown ids', async () => {
    await expectProblem(contactsPaths.addContact, 400, { newContact: { lastName: 'X' } });
    const first = required(contacts[0]);
    await expectProblem(contactsPaths.updateContact, 400, {
      contact: { ...first, birthday: '17/04/1991' },
    });
    await expectProblem(contactsPaths.updateContact, 404, {
      contact: { ...first, id: 'ffffffff' },
    });
    expect(await list()).toEqual(contacts);
  });
});

describe('POST remove-contact and remove-contacts', () => {
  it('removes one contact, also from the starred, frequent and group lists', async () => {
    const target = required(
      contactsUser.starred.find((id) => contactsUser.frequentContacts.includes(id)),
    );

    const answer = await postList(contactsPaths.removeContact, { contactId: target });

    expect(ids(answer)).not.toContain(target);
    expect(answer).toHaveLength(contacts.length - 1);
    const after = await user();
    expect(after.starred).not.toContain(target);
    expect(after.frequentContacts).not.toContain(target);
    for (const group of after.groups) expect(group.contactIds).not.toContain(target);
    expect(ids(await list('starred'))).not.toContain(target);
  });

  it('removes many contacts, or none when one is unknown', async () => {
    const [a, b] = ids(contacts);
    await expectProblem(contactsPaths.removeContacts, 404, { contactIds: [a, 'ffffffff'] });
    expect(await list()).toEqual(contacts);

    const answer = await postList(contactsPaths.removeContacts, { contactIds: [a, b] });

    expect(answer).toEqual(contacts.slice(2));
  });
});

describe('starring', () => {
  it('toggles one contact in and out of the starred list and answers the user', async () => {
    const target = required(unstarred[0]).id;

    const starred = await postUser(contactsPaths.toggleStarredContact, { contactId: target });
    expect(starred.starred).toContain(target);
    expect(ids(await list('starred'))).toContain(target);

    const unstarredAgain = await postUser(contactsPaths.toggleStarredContact, {
      contactId: target,
    });
    expect(new Set(unstarredAgain.starred)).toEqual(new Set(contactsUser.starred));
  });

  it('toggles many: stars the unstarred ones and unstars the starred ones', async () => {
    const wasStarred = required(contactsUser.starred[0]);
    const wasNot = required(unstarred[0]).id;

    const answer = await postUser(contactsPaths.toggleStarredContacts, {
      contactIds: [wasStarred, wasNot],
    });

    expect(answer.starred).toContain(wasNot);
    expect(answer.starred).not.toContain(wasStarred);
  });

  it('set-contacts-starred then GET contacts?id=starred lists them; unstarred removes them', async () => {
    const chosen = [required(unstarred[0]).id, required(unstarred[1]).id, contactsUser.starred[0]];

    const answer = await postUser(contactsPaths.setContactsStarred, { contactIds: chosen });

    expect(new Set(answer.starred)).toEqual(new Set([...contactsUser.starred, ...chosen]));
    expect(ids(await list('starred'))).toEqual(expect.arrayContaining(chosen));

    const after = await postUser(contactsPaths.setContactsUnstarred, { contactIds: chosen });

    for (const id of chosen) expect(after.starred).not.toContain(id);
    expect(ids(await list('starred'))).toEqual(
      ids(contacts).filter((id) => contactsUser.starred.includes(id) && !chosen.includes(id)),
    );
  });

  it('stars nothing when one contact is unknown or the list is empty', async () => {
    await expectProblem(contactsPaths.setContactsStarred, 404, {
      contactIds: [required(unstarred[0]).id, 'ffffffff'],
    });
    await expectProblem(contactsPaths.setContactsStarred, 400, { contactIds: [] });
    expect(await user()).toEqual(contactsUser);
  });
});
