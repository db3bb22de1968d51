import { deathsArea } from '../deaths/deaths.area.ts';
import { eggCollectionsArea } from '../egg-collections/egg-collections.area.ts';
import { feedUsagesArea } from '../feed-usages/feed-usages.area.ts';
import { houseReadingsArea } from '../house-readings/house-readings.area.ts';
import { weighingsArea } from '../weighings/weighings.area.ts';

/** The record area each part of a round's house writes: the same areas the single forms use. */
export const ROUND_AREAS = {
  deaths: deathsArea,
  feed: feedUsagesArea,
  reading: houseReadingsArea,
  eggs: eggCollectionsArea,
  weighing: weighingsArea,
};
export type RoundPart = keyof typeof ROUND_AREAS;
