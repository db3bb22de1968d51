import { api } from '../support/api.ts';

export type RoundFarm = {
  farmId: string;
  name: string;
  /** The farm's today, as the server keeps it. */
  today: string;
  placedOn: string;
  flocks: { id: string; name: string }[];
};

/** Houses of a benchmark round farm, each with a broiler flock. */
export const roundHouses = 6;
export const roundFeedType = 'starter';
const chicksPerFlock = 10_000;

export const dayAfter = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A farm made through the API as an admin: `roundHouses` houses with a broiler flock each,
 * placed `placedDaysAgo` days before the farm's today, `feedKg` of starter feed bought on the
 * placement day, and the demo staff member given the farm (who then sends the rounds).
 */
export async function makeRoundFarm(
  baseUrl: string,
  adminToken: string,
  options: { name: string; placedDaysAgo: number; feedKg: number },
): Promise<RoundFarm> {
  const post = <T>(path: string, body: unknown) =>
    api<T>(`${baseUrl}${path}`, adminToken, { method: 'POST', body: JSON.stringify(body) });
  const farm = await post<{ id: string; name: string; today: string }>('/api/farms', {
    name: options.name,
    houses: roundHouses,
  });
  const placedOn = dayAfter(farm.today, -options.placedDaysAgo);
  await post('/api/feed-purchases', {
    farmId: farm.id,
    date: placedOn,
    feedType: roundFeedType,
    bags: String(Math.ceil(options.feedKg / 50)),
    bagWeightKg: '50',
    pricePerBag: '3000',
  });
  const flocks: RoundFarm['flocks'] = [];
  for (let index = 1; index <= roundHouses; index += 1) {
    const house = await post<{ id: string }>('/api/houses', {
      farmId: farm.id,
      name: `House ${index}`,
      capacityBirds: chicksPerFlock + 2_000,
    });
    flocks.push(
      await post<{ id: string; name: string }>('/api/flocks', {
        farmId: farm.id,
        houseId: house.id,
        name: `${options.name} ${index}`,
        type: 'broiler',
        breed: 'Ross 308',
        placedOn,
        chicksPlaced: chicksPerFlock,
        chickPrice: '120',
      }),
    );
  }
  await giveStaffFarm(baseUrl, adminToken, farm.id);
  return { farmId: farm.id, name: farm.name, today: farm.today, placedOn, flocks };
}

/** Adds the farm to the demo staff member's farms. */
async function giveStaffFarm(baseUrl: string, adminToken: string, farmId: string): Promise<void> {
  const people = await api<{ data: { id: string; email: string; farmIds: string[] }[] }>(
    `${baseUrl}/api/users`,
    adminToken,
  );
  const staff = people.data.find((person) => person.email === 'staff@example.com');
  if (!staff) throw new Error('The demo staff member is missing.');
  await api(`${baseUrl}/api/users/${staff.id}`, adminToken, {
    method: 'PATCH',
    body: JSON.stringify({ farmIds: [...staff.farmIds, farmId] }),
  });
}
