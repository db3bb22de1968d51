import type { AreaTexts } from '../../../../../records/area-texts.ts';
import { flockOptionsEn } from '../flock-options/en.ts';

export const flocksEn = {
  title: 'Flocks',
  singular: 'Flock',
  newTitle: 'New flock',
  subtitle: 'Every batch placed, its age, the birds alive and its mortality',
  empty: 'No flocks yet. Place the first flock on a farm.',
  fields: {
    name: 'Flock',
    status: 'Status',
    farmId: 'Farm',
    farmName: 'Farm',
    type: 'Type',
    breed: 'Breed',
    houseId: 'House',
    programmeId: 'Vaccination programme',
    house: 'House',
    placedOn: 'Placed on',
    chicksPlaced: 'Chicks placed',
    freeChicks: 'Free chicks',
    chickPrice: 'Chick price',
    targetAgeDays: 'Target age',
    ageDays: 'Age (days)',
    birdsAlive: 'Birds alive',
    mortalityPercent: 'Mortality',
    notes: 'Notes',
  },
  options: flockOptionsEn,
  units: { targetAgeDays: 'days' },
  hints: {
    programmeId:
      'The programmes of this flock type and breed; its items then show on the flock page',
    houseId: "The farm's houses in use; one holding another active flock cannot be chosen",
    freeChicks: 'Extra chicks the hatchery adds at no cost',
    chickPrice: 'Price of one paid chick',
  },
} satisfies AreaTexts;

/** The flocks area's words: Turkish and Arabic give the same ones. */
export type FlocksTexts = typeof flocksEn;
