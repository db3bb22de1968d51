import { farmSchema, listResponseSchema } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
beforeAll(async () => {
  f = await buildFarmFixture();
});
afterAll(() => f.close());

describe('farms', () => {
  it('creates a farm with its details and shows birds alive across active flocks', async () => {
    const created = await f.admin('POST', '/api/farms', {
      name: 'Sunrise Poultry',
      code: 'SUN',
      location: 'Okara',
      capacityBirds: 30000,
      houses: 3,
      areaM2: '2400.50',
    });
    expect(created.statusCode, created.body).toBe(201);
    const farm = farmSchema.parse(created.json());
    await f.flock(farm.id, { chicksPlaced: 500, freeChicks: 10 });
    const again = farmSchema.parse((await f.staff('GET', `/api/farms/${farm.id}`)).json());
    expect(again).toMatchObject({ areaM2: '2400.50', activeFlocks: 1, birdsAlive: 510 });
  });

  it('changes only the fields an edit names', async () => {
    const created = farmSchema.parse(
      (await f.admin('POST', '/api/farms', { name: 'Keep Farm', code: 'KF', houses: 4 })).json(),
    );
    const edited = await f.admin('PATCH', `/api/farms/${created.id}`, {
      version: created.version,
      location: 'Kasur',
    });
    expect(edited.json()).toMatchObject({
      name: 'Keep Farm',
      code: 'KF',
      houses: 4,
      location: 'Kasur',
    });
  });

  it('keeps farm names unique whatever their case', async () => {
    const response = await f.admin('POST', '/api/farms', { name: 'SUNRISE poultry' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errors: { name: 'A farm with this name already exists' },
    });
  });

  it('lists, searches and filters farms; staff may read but not change them', async () => {
    await f.admin('POST', '/api/farms', { name: 'Old Mill', active: false });
    const page = listResponseSchema(farmSchema).parse(
      (await f.staff('GET', '/api/farms?active=true')).json(),
    );
    expect(page.data.map((farm) => farm.name)).toContain('Sunrise Poultry');
    expect(page.data.map((farm) => farm.name)).not.toContain('Old Mill');
    const inactive = listResponseSchema(farmSchema).parse(
      (await f.staff('GET', '/api/farms?active=false')).json(),
    );
    expect(inactive.data.map((farm) => farm.name)).toEqual(['Old Mill']);
    const search = listResponseSchema(farmSchema).parse(
      (await f.staff('GET', '/api/farms?q=okara')).json(),
    );
    expect(search.total).toBe(1);
    expect((await f.staff('POST', '/api/farms', { name: 'Staff Farm' })).statusCode).toBe(403);
  });

  it('refuses to delete a farm that still has flocks', async () => {
    const id = await f.farm('Busy Farm');
    await f.flock(id);
    const response = await f.admin('DELETE', `/api/farms/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: 'Farm Busy Farm still has 1 flock. Delete or move them first.',
    });
    const empty = await f.farm('Empty Farm');
    expect((await f.admin('DELETE', `/api/farms/${empty}`)).statusCode).toBe(204);
  });
});
