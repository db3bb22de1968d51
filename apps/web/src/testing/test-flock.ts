import type { Flock } from '@flockbook/contracts';

/** An active Ross 308 broiler flock of 1,000 chicks as the API answers it, for screen tests. */
export function testFlock(
  overrides: Partial<Omit<Flock, 'figures'>> = {},
  figures: Partial<Flock['figures']> = {},
): Flock {
  return {
    id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    version: 1,
    createdAt: '2026-11-01T06:00:00Z',
    updatedAt: '2026-11-01T06:00:00Z',
    createdBy: null,
    farmId: '0b6f7c4e-1d2a-4b3c-8d4e-5f6a7b8c9d0e',
    farmName: 'North Farm',
    name: 'House 3 November',
    handle: 'house-3-november',
    type: 'broiler',
    breed: 'Ross 308',
    house: 'House 3',
    houseId: null,
    placedOn: '2026-11-01',
    chicksPlaced: 1000,
    freeChicks: 0,
    targetAgeDays: 35,
    status: 'active',
    closedOn: null,
    notes: '',
    programmeId: null,
    programmeName: null,
    ...overrides,
    figures: {
      ageDays: 0,
      birdsPlaced: 1000,
      deaths: 0,
      birdsSold: 0,
      birdsAlive: 1000,
      mortalityPercent: 0,
      latestWeighing: null,
      withdrawalMeatUntil: null,
      withdrawalEggsUntil: null,
      ...figures,
    },
  };
}
