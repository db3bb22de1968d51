import type { AreaTexts } from '../../../../../records/area-texts.ts';

export const farmsEn = {
  title: 'Farms',
  singular: 'Farm',
  newTitle: 'New farm',
  subtitle: 'Sites, their houses and capacity, and the birds on them now',
  empty: 'No farms yet. Add the first farm to start placing flocks.',
  fields: {
    name: 'Name',
    code: 'Code',
    location: 'Location',
    ownerName: 'Owner',
    managerName: 'Manager',
    phone: 'Phone',
    capacityBirds: 'Capacity (birds)',
    houses: 'Houses',
    areaM2: 'Area',
    notes: 'Notes',
    active: 'Status',
    activeFlocks: 'Active flocks',
    birdsAlive: 'Birds alive',
    timeZone: 'Time zone',
  },
  options: { active: { true: 'Active', false: 'Inactive' } },
  units: { areaM2: 'm²' },
  hints: {
    capacityBirds: 'Once the farm has houses: the sum of their capacities',
    houses: 'Once the farm has houses: the number in use',
    code: 'A short code used on reports, e.g. GAP',
    timeZone: "The farm's dates (today) follow this zone; empty: the installation's",
  },
} satisfies AreaTexts;

/** The farms area's words: Turkish and Arabic give the same ones. */
export type FarmsTexts = typeof farmsEn;
