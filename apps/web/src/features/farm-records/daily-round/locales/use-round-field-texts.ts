import { useTexts } from '../../../../records/area-texts.ts';
import { deathsAr } from '../../areas/locales/deaths/ar.ts';
import { deathsEn } from '../../areas/locales/deaths/en.ts';
import { deathsTr } from '../../areas/locales/deaths/tr.ts';
import { eggCollectionsAr } from '../../areas/locales/egg-collections/ar.ts';
import { eggCollectionsEn } from '../../areas/locales/egg-collections/en.ts';
import { eggCollectionsTr } from '../../areas/locales/egg-collections/tr.ts';
import { feedUsagesAr } from '../../areas/locales/feed-usages/ar.ts';
import { feedUsagesEn } from '../../areas/locales/feed-usages/en.ts';
import { feedUsagesTr } from '../../areas/locales/feed-usages/tr.ts';
import { houseReadingsAr } from '../../areas/locales/house-readings/ar.ts';
import { houseReadingsEn } from '../../areas/locales/house-readings/en.ts';
import { houseReadingsTr } from '../../areas/locales/house-readings/tr.ts';
import { weighingsAr } from '../../areas/locales/weighings/ar.ts';
import { weighingsEn } from '../../areas/locales/weighings/en.ts';
import { weighingsTr } from '../../areas/locales/weighings/tr.ts';

const BY_LANGUAGE = {
  en: {
    deaths: deathsEn,
    feed: feedUsagesEn,
    reading: houseReadingsEn,
    eggs: eggCollectionsEn,
    weighing: weighingsEn,
  },
  tr: {
    deaths: deathsTr,
    feed: feedUsagesTr,
    reading: houseReadingsTr,
    eggs: eggCollectionsTr,
    weighing: weighingsTr,
  },
  ar: {
    deaths: deathsAr,
    feed: feedUsagesAr,
    reading: houseReadingsAr,
    eggs: eggCollectionsAr,
    weighing: weighingsAr,
  },
};

export type RoundFieldTexts = (typeof BY_LANGUAGE)['en'];

/** The round's field names and choices: each part's record area's own words. */
export function useRoundFieldTexts(): RoundFieldTexts {
  return useTexts(BY_LANGUAGE);
}
