import { plural } from '../../../lib/translator.ts';

/** The Chat page's own words; shared chat words (placeholder, statuses) come from the panel. */
export const chatEn = {
  title: 'Chat',
  search: 'Search contacts',
  chats: 'Chats',
  contacts: 'Contacts',
  noContacts: 'There are no contacts yet.',
  noMatch: 'No contact matches “{{search}}”.',
  unread: plural({ one: '{{count}} unread', other: '{{count}} unread' }),
  loadFailed: 'The contacts could not be loaded.',
  welcomeTitle: 'Chat',
  welcomeText: 'Select a contact to start a conversation.',
  openContacts: 'Open contacts',
  close: 'Close',
  you: 'You',
  editProfile: 'Your status and mood',
  profileTitle: 'Your profile',
  status: 'Status',
  mood: 'Mood',
  moodHint: 'What you are busy with, shown to your contacts.',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Your status and mood are saved.',
  saveFailed: 'Your status and mood could not be saved.',
  contactInfo: 'Contact info',
  about: 'About',
};

export type ChatTexts = typeof chatEn;
