import { farmSchema, houseSchema, listResponseSchema } from '@flockbook/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm();
});
afterAll(() => f.close());

const house = async (overrides: Record<string, unknown> = {}) => {
  const response = await f.admin('POST', '/api/houses', { farmId, name: 'House 1', ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return houseSchema.parse(response.json());
};

describe('houses', () => {
  it('creates, lists, edits and deletes houses; staff read but do not change them', async () => {
    const created = await house({ name: 'Shed A', capacityBirds: 12000, areaM2: '1250.5' });
    expect(created).toMatchObject({ capacityBirds: 12000, areaM2: '1250.50', active: true });
    const page = listResponseSchema(houseSchema).parse(
      (await f.staff('GET', `/api/houses?farmId=${farmId}&q=shed`)).json(),
    );
    expect(page.data.map((row) => row.name)).toEqual(['Shed A']);
    expect((await f.staff('POST', '/api/houses', { farmId, name: 'Shed Z' })).statusCode).toBe(403);
    const edited = await f.admin('PATCH', `/api/houses/${created.id}`, {
      version: 1,
      name: 'Shed B',
      capacityBirds: 15000,
    });
    expect(edited.json()).toMatchObject({ name: 'Shed B', capacityBirds: 15000, version: 2 });
    expect((await f.staff('DELETE', `/api/houses/${created.id}`)).statusCode).toBe(403);
    expect((await f.admin('DELETE', `/api/houses/${created.id}`)).statusCode).toBe(204);
  });

  it('refuses a name the farm already has, at the name, whatever its case', async () => {
    await house({ name: 'North' });
    const again = await f.admin('POST', '/api/houses', { farmId, name: 'NORTH ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: { name: 'This farm already has a house named NORTH' },
    });
    // Another farm may have its own North.
    const other = await f.admin('POST', '/api/houses', { farmId: await f.farm(), name: 'North' });
    expect(other.statusCode).toBe(201);
  });

  it('keeps one active flock per house within its capacity, and keeps a used house', async () => {
    const shed = await house({ name: 'Broiler 1', capacityBirds: 5000 });
    const tooMany = await f.admin('POST', '/api/flocks', flockBody(shed.id, 4990, 20));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      errors: { chicksPlaced: expect.stringContaining('at most 5,000 birds') },
    });
    const flockId = await f.flock(farmId, {
      houseId: shed.id,
      chicksPlaced: 4900,
      freeChicks: 100,
    });
    const flock = (await f.staff('GET', `/api/flocks/${flockId}`)).json();
    expect(flock).toMatchObject({ houseId: shed.id, house: 'Broiler 1' });

    const second = await f.admin('POST', '/api/flocks', flockBody(shed.id, 1000, 0));
    expect(second.statusCode).toBe(400);
    expect(second.json().errors.houseId).toMatch(/already holds the active flock/);
    const growing = await f.admin('PATCH', `/api/flocks/${flockId}`, {
      version: 1,
      freeChicks: 101,
    });
    expect(growing.json().errors.chicksPlaced).toMatch(/at most 5,000 birds/);
    const shrinking = await f.admin('PATCH', `/api/houses/${shed.id}`, {
      version: 1,
      capacityBirds: 4000,
    });
    expect(shrinking.json().errors.capacityBirds).toMatch(/5,000 birds placed/);

    const removed = await f.admin('DELETE', `/api/houses/${shed.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().detail).toMatch(/cannot be deleted. Make it inactive instead/);

    // A flock without a house is still taken, and no house rule applies to it.
    expect((await f.admin('POST', '/api/flocks', flockBody(null, 90_000, 0))).statusCode).toBe(201);
  });

  it('reopens a closed flock only while its house holds no other active flock', async () => {
    const shed = await house({ name: 'Layer 1' });
    const first = await f.flock(farmId, { houseId: shed.id });
    await f.database.db.execute(
      sql`update flocks set status = 'closed', closed_on = '2026-10-12' where id = ${first}`,
    );
    const next = await f.flock(farmId, { houseId: shed.id, placedOn: '2026-10-20' });
    const reopen = await f.admin('POST', `/api/flocks/${first}/reopen`, { reason: 'Closed early' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().detail).toMatch(/House Layer 1 already holds the active flock/);
    expect(next).toBeTruthy();
  });

  it('refuses a house of another farm at houseId, as an unknown one', async () => {
    const elsewhere = await f.admin('POST', '/api/houses', {
      farmId: await f.farm(),
      name: 'Far',
    });
    const response = await f.admin('POST', '/api/flocks', flockBody(elsewhere.json().id, 10, 0));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ houseId: 'Choose an existing house of this farm' });
  });

  it("shows a farm's capacity as the sum of its active houses' capacities", async () => {
    const own = await f.farm();
    const before = farmSchema.parse((await f.admin('GET', `/api/farms/${own}`)).json());
    expect(before).toMatchObject({ hasHouses: false, capacityBirds: 0 });
    for (const [name, capacityBirds] of [
      ['A', 8000],
      ['B', 7000],
    ] as const) {
      await f.admin('POST', '/api/houses', { farmId: own, name, capacityBirds });
    }
    await f.admin('POST', '/api/houses', {
      farmId: own,
      name: 'Old',
      capacityBirds: 500,
      active: false,
    });
    const after = farmSchema.parse((await f.staff('GET', `/api/farms/${own}`)).json());
    expect(after).toMatchObject({ hasHouses: true, capacityBirds: 15000, houses: 2 });
  });
});

it('shows staff only the houses of their farms', async () => {
  const theirs = await house({ name: 'Staff house' });
  const other = await f.farm();
  const hidden = houseSchema.parse(
    (await f.admin('POST', '/api/houses', { farmId: other, name: 'Hidden house' })).json(),
  );
  await f.staff('GET', '/api/houses');
  // From now on the staff member works on the first farm only.
  const staff = await f.staffOf([farmId]);
  const get = (url: string) => staff('GET', url);
  const names = (await get('/api/houses?pageSize=100')).json<{ data: { name: string }[] }>();
  expect(names.data.map((row) => row.name)).toContain(theirs.name);
  expect(names.data.map((row) => row.name)).not.toContain(hidden.name);
  expect((await get(`/api/houses/${hidden.id}`)).statusCode).toBe(404);
});

function flockBody(houseId: string | null, chicksPlaced: number, freeChicks: number) {
  return {
    farmId,
    houseId,
    name: `Flock in house ${Math.random().toString(36).slice(2, 8)}`,
    type: 'broiler',
    breed: 'Ross 308',
    placedOn: '2026-09-01',
    chicksPlaced,
    freeChicks,
    chickPrice: '50',
  };
}
