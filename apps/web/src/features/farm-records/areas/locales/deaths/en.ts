import type { DEATH_CAUSES } from '@flockbook/contracts/values';
import type { AreaTexts } from '../../../../../records/area-texts.ts';

export const deathsEn = {
  title: 'Deaths',
  singular: 'Death record',
  newTitle: 'Record deaths',
  subtitle: 'Birds found dead or culled, by flock and day',
  empty: 'No deaths recorded yet.',
  fields: {
    date: 'Date',
    farmName: 'Farm',
    flockName: 'Flock',
    flockId: 'Flock',
    count: 'Birds',
    cause: 'Cause',
    notes: 'Notes',
  },
  options: {
    cause: {
      disease: 'Disease',
      'heat stress': 'Heat stress',
      cold: 'Cold',
      crushing: 'Crushing',
      predator: 'Predator',
      culled: 'Culled',
      unknown: 'Unknown',
      other: 'Other',
    } satisfies Record<(typeof DEATH_CAUSES)[number], string>,
  },
  hints: { count: 'No more than the birds alive on that date' },
} satisfies AreaTexts;

/** The deaths area's words: Turkish and Arabic give the same ones. */
export type DeathsTexts = typeof deathsEn;
