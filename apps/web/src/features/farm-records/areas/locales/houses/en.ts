import type { AreaTexts } from '../../../../../records/area-texts.ts';

export const housesEn = {
  title: 'Poultry houses',
  singular: 'House',
  newTitle: 'New house',
  subtitle: 'The sheds of each farm, their capacity and the flock in each now',
  empty: 'No houses yet. Add a farm’s houses to place each flock in its own.',
  fields: {
    farmId: 'Farm',
    farmName: 'Farm',
    name: 'Name',
    capacityBirds: 'Capacity (birds)',
    areaM2: 'Area',
    active: 'Status',
    activeFlockName: 'Flock now',
    flocksPlaced: 'Flocks placed',
    notes: 'Notes',
  },
  options: { active: { true: 'In use', false: 'Inactive' } },
  units: { areaM2: 'm²' },
  hints: {
    name: 'Unique within the farm, e.g. House 1',
    capacityBirds: 'The most birds placed at once; leave empty when unknown',
    active: 'A house that held flocks keeps its history: make it inactive instead of deleting it',
  },
} satisfies AreaTexts;

/** The houses area's words: Turkish and Arabic give the same ones. */
export type HousesTexts = typeof housesEn;
