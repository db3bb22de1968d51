import { z } from 'zod';
import { MOCK_APP_PREFIXES } from '../../app-prefixes.ts';

const base = MOCK_APP_PREFIXES.contacts;

/** Paths of the contacts calls (section 7). */
export const contactsPaths = {
  contacts: `${base}/contacts`,
  user: `${base}/user`,
  addContact: `${base}/add-contact`,
  updateContact: `${base}/update-contact`,
  removeContact: `${base}/remove-contact`,
  removeContacts: `${base}/remove-contacts`,
  toggleStarredContact: `${base}/toggle-starred-contact`,
  toggleStarredContacts: `${base}/toggle-starred-contacts`,
  setContactsStarred: `${base}/set-contacts-starred`,
  setContactsUnstarred: `${base}/set-contacts-unstarred`,
} as const;

/** The lists of the sidebar (`GET contacts?id=`); any other id answers every contact. */
export const CONTACT_LISTS = ['all', 'frequent', 'starred'] as const;
export type ContactListId = (typeof CONTACT_LISTS)[number];

/** A contact. Every field is text; `birthday` is an ISO date (YYYY-MM-DD) or empty. */
export const contactSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  lastName: z.string(),
  avatar: z.string(),
  nickname: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  birthday: z.union([z.iso.date(), z.literal('')]),
  notes: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.array(contactSchema);

const EMPTY_CONTACT: Omit<Contact, 'id'> = {
  name: '',
  lastName: '',
  avatar: '',
  nickname: '',
  company: '',
  jobTitle: '',
  email: '',
  phone: '',
  address: '',
  birthday: '',
  notes: '',
};

/** A contact to add: no id (the mock gives one); left-out fields are empty. */
export const newContactSchema = contactSchema
  .omit({ id: true })
  .partial()
  .required({ name: true })
  .transform((contact) => ({ ...EMPTY_CONTACT, ...contact }));
export type NewContact = z.input<typeof newContactSchema>;

export const contactGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactIds: z.array(z.string()),
});
export type ContactGroup = z.infer<typeof contactGroupSchema>;

/** The signed-in side of Contacts: whom they starred, talk to often, and their groups. */
export const contactsUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  starred: z.array(z.string()),
  frequentContacts: z.array(z.string()),
  groups: z.array(contactGroupSchema),
});
export type ContactsUser = z.infer<typeof contactsUserSchema>;

/** Query of `GET contacts`. */
export const contactsQuerySchema = z.object({ id: z.string().optional() });
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;

/** Body of `POST add-contact`; answers every contact. */
export const addContactRequestSchema = z.object({ newContact: newContactSchema });
export type AddContactRequest = z.input<typeof addContactRequestSchema>;

/** Body of `POST update-contact` (the whole contact, replaced by id); answers every contact. */
export const updateContactRequestSchema = z.object({ contact: contactSchema });
export type UpdateContactRequest = z.infer<typeof updateContactRequestSchema>;

/** Body of `POST remove-contact` and `toggle-starred-contact`. */
export const contactIdRequestSchema = z.object({ contactId: z.string().min(1) });
export type ContactIdRequest = z.infer<typeof contactIdRequestSchema>;

/** Body of `POST remove-contacts`, `toggle-starred-contacts`, `set-contacts-(un)starred`. */
export const contactIdsRequestSchema = z.object({ contactIds: z.array(z.string()).min(1) });
export type ContactIdsRequest = z.infer<typeof contactIdsRequestSchema>;
