/** The profile's "Alerts by mail" tab in English; Turkish and Arabic follow the same shape. */
export const alertMailEn = {
  title: 'Alerts by mail',
  intro: 'Choose how alerts reach you when you are not signed in.',
  modes: {
    instant: 'Each new alert at once',
    digest: 'A daily digest of the open alerts',
    none: 'No mail',
  },
  digestHour: 'Hour of the farm’s day',
  digestHourHint: 'The digest is mailed once a day, from this hour in the farm’s time zone.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  saveFailed: 'Could not save. Try again.',
  loading: 'Loading your choice…',
};
export type AlertMailTexts = typeof alertMailEn;
