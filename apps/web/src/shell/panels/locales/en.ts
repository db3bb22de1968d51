/** Texts of the chat panel and the quick panel; merge into the app's resources if wanted. */
export const panelsEn = {
  panels: {
    chat: {
      title: 'Team Chat',
      close: 'Close',
      contacts: 'Contacts',
      you: 'You',
      selectPrompt: 'Select a contact to start a conversation.',
      emptyDialog: 'Start a conversation by typing your message below.',
      placeholder: 'Type your message',
      send: 'Send',
      loadFailed: 'The chat could not be loaded.',
      sendFailed: 'The message could not be sent.',
      retry: 'Try again',
      unread: 'unread',
      statuses: {
        online: 'Online',
        away: 'Away',
        'do-not-disturb': 'Do not disturb',
        offline: 'Offline',
      },
    },
    quickPanel: {
      title: 'Quick panel',
      close: 'Close',
      today: 'Today',
      events: 'Events',
      notes: 'Notes',
      noEvents: 'No upcoming events.',
      noNotes: 'No notes yet.',
      quickSettings: 'Quick Settings',
      notifications: 'Notifications',
      cloudSync: 'Cloud Sync',
      retroThrusters: 'Retro Thrusters',
      loadFailed: 'Events and notes could not be loaded.',
      retry: 'Try again',
    },
  },
};

export type PanelsTranslation = typeof panelsEn;
export type PanelsTexts = PanelsTranslation['panels'];
