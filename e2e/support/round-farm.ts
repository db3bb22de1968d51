import type { APIRequestContext } from '@playwright/test';
import { apiPost, apiToken, giveStaffFarm, TEST_FARM_PREFIX } from './records.ts';

export type RoundFarm = {
  farmId: string;
  farmName: string;
  /** The farm's today, as the server keeps it. */
  today: string;
  houses: { id: string; name: string; flockId: string; flockName: string }[];
};

const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A farm of its own for a round test, made by an admin through the API: `houseCount` houses
 * with a broiler flock each (placed ten days before the farm's today), starter feed in stock,
 * and the demo staff member working on it.
 */
export async function makeRoundFarm(
  request: APIRequestContext,
  label: string,
  houseCount = 3,
): Promise<RoundFarm> {
  const admin = await apiToken(request, 'admin');
  const suffix = Math.random().toString(36).slice(2, 7);
  const farm = await apiPost<{ id: string; name: string; today: string }>(
    request,
    admin,
    '/api/farms',
    { name: `${TEST_FARM_PREFIX}${label} ${suffix}`, houses: houseCount, timeZone: 'Asia/Karachi' },
  );
  await apiPost(request, admin, '/api/feed-purchases', {
    farmId: farm.id,
    date: dayBefore(farm.today, 12),
    feedType: 'starter',
    bags: '200',
    bagWeightKg: '50',
    pricePerBag: '3000',
  });
  const houses: RoundFarm['houses'] = [];
  for (let index = 1; index <= houseCount; index += 1) {
    const house = await apiPost<{ id: string; name: string }>(request, admin, '/api/houses', {
      farmId: farm.id,
      name: `House ${index}`,
      capacityBirds: 6000,
    });
    const flock = await apiPost<{ id: string; name: string }>(request, admin, '/api/flocks', {
      farmId: farm.id,
      houseId: house.id,
      name: `Batch ${suffix}-${index}`,
      type: 'broiler',
      breed: 'Ross 308',
      placedOn: dayBefore(farm.today, 10),
      chicksPlaced: 5000,
      chickPrice: '120',
    });
    houses.push({ id: house.id, name: house.name, flockId: flock.id, flockName: flock.name });
  }
  await giveStaffFarm(request, farm.id);
  return { farmId: farm.id, farmName: farm.name, today: farm.today, houses };
}
