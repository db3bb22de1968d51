import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let layersId: string;
let broilersId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  const farmId = await f.farm();
  layersId = await f.flock(farmId, {
    type: 'layer',
    breed: 'Lohmann Brown',
    placedOn: '2026-05-01',
  });
  broilersId = await f.flock(farmId, { placedOn: '2026-10-01' });
});
afterAll(() => f.close());

describe('egg collections', () => {
  it('records eggs of a layer flock', async () => {
    const response = await f.staff('POST', '/api/egg-collections', {
      flockId: layersId,
      date: '2026-10-10',
      eggs: 912,
      broken: 7,
    });
    expect(response.statusCode, response.body).toBe(201);
    const list = await f.staff('GET', `/api/egg-collections?flockId=${layersId}`);
    expect(list.json()).toMatchObject({ total: 1, data: [{ eggs: 912, broken: 7 }] });
  });

  it('refuses eggs for broilers and more broken eggs than collected', async () => {
    const broilers = await f.staff('POST', '/api/egg-collections', {
      flockId: broilersId,
      date: '2026-10-10',
      eggs: 5,
    });
    expect(broilers.json()).toMatchObject({
      errors: { flockId: 'Eggs are recorded for layer and breeder flocks only' },
    });
    const broken = await f.staff('POST', '/api/egg-collections', {
      flockId: layersId,
      date: '2026-10-11',
      eggs: 10,
      broken: 11,
    });
    expect(broken.json()).toMatchObject({
      errors: { broken: 'Cannot exceed the 10 eggs collected' },
    });
  });
});
