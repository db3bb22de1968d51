import { plural } from '../../../lib/translator.ts';

/** Texts of the toolbar; merge into the app's `translation` resources if wanted. */
export const toolbarEn = {
  toolbar: {
    shortcuts: {
      label: 'Shortcuts',
      edit: 'Add or remove shortcuts',
      prompt: 'Search for an app or page',
      current: 'Your shortcuts',
      empty: 'No shortcuts yet. Search above to add one.',
      noResults: 'No results..',
      add: 'Add to shortcuts',
      remove: 'Remove from shortcuts',
      saveFailed: 'Shortcuts could not be saved.',
    },
    search: {
      open: 'Search',
      placeholder: 'Search for an app or page',
      close: 'Close search',
      noResults: 'No results..',
    },
    chat: 'Team Chat',
    quickPanel: 'Quick panel',
    language: 'Language',
    alerts: {
      title: 'Alerts',
      /** The button's accessible name with the number of open alerts. */
      label: 'Alerts: {{count}}',
      asOf: 'As of {{time}}',
      empty: 'No open alerts',
      emptyDetail: 'Mortality, feed, medicine and weight are within their limits.',
      loadFailed: 'Alerts could not be loaded.',
      retry: 'Try again',
      loading: 'Loading alerts…',
      kinds: {
        'mortality-spike': 'Mortality in one day',
        'water-drop': 'Water use down',
        'round-missing': 'No round yet today',
        mortality: 'High mortality',
        feed: 'Feed running low',
        'medicine-expiry': 'Medicine expiring',
        programme: 'Vaccination due',
        weight: 'Weight behind the breed curve',
      },
      /** Each kind's sentence, from the alert's figures. */
      sentences: {
        mortalitySpike:
          '{{date}}: {{share}} of the birds died in one day ({{deaths}} of {{alive}}; alert at {{threshold}})',
        waterDrop:
          'Water {{litres}} L on {{date}}, {{drop}} below {{previous}} L the day before (alert at {{threshold}})',
        roundMissing: "No round yet today ({{date}}); alert from {{hour}} of the farm's day",
        roundMissingInHouse:
          "No round yet today ({{date}}) in {{house}}; alert from {{hour}} of the farm's day",
        mortality: 'Mortality {{yesterday}} yesterday and {{today}} today (alert at {{threshold}})',
        weight:
          'Weighed {{weight}} g on {{date}}: {{share}} of the {{breed}} target of {{target}} g (alert below {{threshold}})',
        feed: plural({
          one: '{{feedType}} feed lasts {{count}} day ({{stock}} kg left)',
          other: '{{feedType}} feed lasts {{count}} days ({{stock}} kg left)',
        }),
        medicineExpiring: '{{medicine}}: {{remaining}} {{unit}} expire on {{date}}',
        medicineExpired: '{{medicine}}: {{remaining}} {{unit}} expired on {{date}}',
        programmeDue: 'Programme: {{item}} (day {{day}}) is due today',
        programmeOverdue: plural({
          one: 'Programme: {{item}} (day {{day}}) was due on {{date}}, {{count}} day late',
          other: 'Programme: {{item}} (day {{day}}) was due on {{date}}, {{count}} days late',
        }),
      },
    },
    outbox: {
      title: 'Waiting to send',
      /** The button's accessible name: how many changes wait. */
      label: plural({
        one: '{{count}} change waiting to send',
        other: '{{count}} changes waiting to send',
      }),
      refusedLabel: plural({
        one: '{{count}} change refused by the server',
        other: '{{count}} changes refused by the server',
      }),
      intro: 'Saved on this device. They are sent by themselves when the connection returns.',
      states: {
        waiting: 'Waiting to send',
        sending: 'Sending…',
        refused: 'Refused: open it to correct',
      },
      savedAt: 'Saved {{time}}',
      sendNow: 'Send now',
      discard: 'Discard',
      discardLabel: 'Discard {{label}}',
    },
    user: {
      menu: 'Account',
      guest: 'Guest',
      myProfile: 'My Profile',
      inbox: 'Inbox',
      logout: 'Logout',
      login: 'Login',
      register: 'Register',
      roles: {
        admin: 'Admin',
        staff: 'Staff',
        user: 'User',
        guest: 'Guest',
      },
    },
  },
};

export type ToolbarTranslation = typeof toolbarEn;
export type ToolbarTexts = ToolbarTranslation['toolbar'];
