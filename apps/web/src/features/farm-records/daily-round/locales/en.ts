import type { PluralText } from '../../../../lib/translator.ts';

export type DailyRoundTexts = {
  title: string;
  subtitle: string;
  farm: string;
  date: string;
  today: string;
  yesterday: string;
  chooseFarm: string;
  noHouses: string;
  withoutHouse: string;
  emptyHouse: string;
  age: string;
  birds: PluralText;
  deaths: string;
  addCause: string;
  feed: string;
  addFeed: string;
  reading: string;
  /** Short names of the readings: two fit side by side on a phone. */
  readingFields: {
    waterLitres: string;
    minTempC: string;
    maxTempC: string;
    humidityPercent: string;
  };
  eggs: string;
  weighing: string;
  yesterdayHint: string;
  targetWeight: string;
  targetFeed: string;
  save: string;
  saving: string;
  saved: string;
  nothingNew: string;
  queued: string;
  waiting: string;
  refused: string;
  changedMeanwhile: string;
  remove: string;
  discard: string;
};

/** The daily round's own words; field names come from each record area's texts. */
export const dailyRoundEn: DailyRoundTexts = {
  title: 'Daily round',
  subtitle: 'Every house of a farm for one day: deaths, feed, water and climate',
  farm: 'Farm',
  date: 'Day',
  today: 'Today',
  yesterday: 'Yesterday',
  chooseFarm: 'Choose a farm to start its round.',
  noHouses: 'This farm has no active house or flock to record.',
  withoutHouse: 'No house',
  emptyHouse: 'Empty: no active flock in this house.',
  age: 'Day {{count}}',
  birds: { one: '{{count}} bird', other: '{{count}} birds' },
  deaths: 'Deaths',
  addCause: 'Another cause',
  feed: 'Feed used',
  addFeed: 'Another feed',
  reading: 'Water and climate',
  readingFields: {
    waterLitres: 'Water',
    minTempC: 'Min',
    maxTempC: 'Max',
    humidityPercent: 'Humidity',
  },
  eggs: 'Eggs',
  weighing: 'Weighing',
  yesterdayHint: 'Yesterday {{value}}',
  targetWeight: 'Breed target {{value}} g',
  targetFeed: 'Breed target about {{value}} kg',
  save: 'Save round',
  saving: 'Saving…',
  saved: 'Round saved.',
  nothingNew: 'Nothing new to save.',
  queued: 'No connection: the round is kept on this phone and sent when the connection returns.',
  waiting: 'This round is waiting to send.',
  refused: 'The round was not saved. Correct the fields marked and save again.',
  changedMeanwhile:
    'Someone saved {{value}} here meanwhile. Saving again replaces it with what is shown.',
  remove: 'Remove line',
  discard: 'Discard',
};
