import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let flockId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  flockId = await f.flock(await f.farm(), { placedOn: '2026-10-01' });
});
afterAll(() => f.close());

describe('weighings', () => {
  it('records, lists, edits and deletes weighings with exact weights', async () => {
    const created = await f.staff('POST', '/api/weighings', {
      flockId,
      date: '2026-10-15',
      sampleSize: 60,
      averageWeightG: '498.4',
    });
    expect(created.statusCode, created.body).toBe(201);
    const weighing = created.json<{ id: string; version: number; averageWeightG: string }>();
    expect(weighing.averageWeightG).toBe('498.4');
    const edited = await f.staff('PATCH', `/api/weighings/${weighing.id}`, {
      version: 1,
      averageWeightG: 501,
    });
    expect(edited.json()).toMatchObject({ averageWeightG: '501.0', version: 2 });
    const list = await f.staff('GET', `/api/weighings?flockId=${flockId}&sort=averageWeightG:desc`);
    expect(list.json()).toMatchObject({ total: 1, data: [{ sampleSize: 60 }] });
    expect((await f.staff('DELETE', `/api/weighings/${weighing.id}`)).statusCode).toBe(403);
    expect((await f.admin('DELETE', `/api/weighings/${weighing.id}`)).statusCode).toBe(204);
  });

  it('refuses an empty sample and a zero weight', async () => {
    const response = await f.staff('POST', '/api/weighings', {
      flockId,
      date: '2026-10-15',
      sampleSize: 0,
      averageWeightG: 0,
    });
    expect(response.json()).toMatchObject({
      errors: { sampleSize: 'Weigh at least one bird', averageWeightG: 'Must be at least 1' },
    });
  });
});
