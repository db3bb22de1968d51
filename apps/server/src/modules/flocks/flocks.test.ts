import { flockSchema, listResponseSchema } from '@flockbook/contracts';
import { flocks } from '@flockbook/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let farmId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Canal Side');
});
afterAll(() => f.close());

const getFlock = async (id: string) =>
  flockSchema.parse((await f.staff('GET', `/api/flocks/${id}`)).json());

describe('flocks', () => {
  it('gives each flock a unique handle made from its name', async () => {
    const first = await getFlock(await f.flock(farmId, { name: 'Ross Batch 12 (House 2)' }));
    const second = await getFlock(await f.flock(farmId, { name: 'Ross batch 12 house 2' }));
    expect(first.handle).toBe('ross-batch-12-house-2');
    expect(second.handle).toBe('ross-batch-12-house-2-2');
  });

  it('computes birds alive and mortality from the death records', async () => {
    const id = await f.flock(farmId, {
      chicksPlaced: 2000,
      freeChicks: 40,
      placedOn: '2026-10-01',
    });
    for (const [date, count] of [
      ['2026-10-02', 12],
      ['2026-10-05', 9],
      ['2026-10-09', 30],
    ] as const) {
      await f.staff('POST', '/api/deaths', { flockId: id, date, count });
    }
    await f.staff('POST', '/api/weighings', {
      flockId: id,
      date: '2026-10-08',
      sampleSize: 50,
      averageWeightG: 212.5,
    });
    const flock = await getFlock(id);
    expect(flock.figures).toMatchObject({
      birdsPlaced: 2040,
      deaths: 51,
      birdsAlive: 1989,
      mortalityPercent: 2.5,
      latestWeighing: { date: '2026-10-08', averageWeightG: '212.5', ageDays: 7 },
    });
    expect(flock.figures.ageDays).toBeGreaterThanOrEqual(51);
  });

  it('lists with filters and sorts by figures', async () => {
    const response = await f.staff(
      'GET',
      `/api/flocks?farmId=${farmId}&sort=birdsAlive:asc&status=active`,
    );
    const page = listResponseSchema(flockSchema).parse(response.json());
    expect(page.total).toBe(3);
    expect(page.data[0]?.figures.birdsAlive).toBeLessThanOrEqual(
      page.data[1]?.figures.birdsAlive ?? 0,
    );
    const search = listResponseSchema(flockSchema).parse(
      (await f.staff('GET', '/api/flocks?q=no such flock')).json(),
    );
    expect(search.total).toBe(0);
    const byName = listResponseSchema(flockSchema).parse(
      (await f.staff('GET', '/api/flocks?q=ROSS BATCH')).json(),
    );
    expect(byName.total).toBe(2);
  });

  it('gives every flock the same figures whether one farm or all flocks are sorted by one', async () => {
    const other = await f.farm('Hill Top');
    const dying = await f.flock(other, { chicksPlaced: 1000, placedOn: '2026-09-01' });
    await f.staff('POST', '/api/deaths', { flockId: dying, date: '2026-09-03', count: 25 });
    for (const sort of ['birdsAlive:desc', 'mortalityPercent:asc']) {
      // Every flock (one pass over the records) against each farm's (a sum per flock).
      const all = listResponseSchema(flockSchema).parse(
        (await f.staff('GET', `/api/flocks?pageSize=100&sort=${sort}`)).json(),
      );
      const perFarm = await Promise.all(
        [farmId, other].map(async (farm) =>
          listResponseSchema(flockSchema).parse(
            (await f.staff('GET', `/api/flocks?pageSize=100&sort=${sort}&farmId=${farm}`)).json(),
          ),
        ),
      );
      expect(all.total).toBe(perFarm[0]!.total + perFarm[1]!.total);
      const byId = new Map(perFarm.flatMap((page) => page.data).map((row) => [row.id, row]));
      expect(all.data.map((row) => byId.get(row.id))).toEqual(all.data);
      const [field, way] = sort.split(':') as ['birdsAlive' | 'mortalityPercent', string];
      const figures = all.data.map((row) => row.figures[field]);
      const sorted = [...figures].sort((a, b) => (way === 'asc' ? a - b : b - a));
      expect(figures).toEqual(sorted);
      const figuresOfDying = byId.get(dying)?.figures;
      expect(figuresOfDying?.deaths).toBe(25);
      expect(figuresOfDying?.birdsAlive).toBe((figuresOfDying?.birdsPlaced ?? 0) - 25);
    }
  });

  it('answers the total with a page past the last one', async () => {
    const page = listResponseSchema(flockSchema).parse(
      (await f.staff('GET', `/api/flocks?farmId=${farmId}&page=50&pageSize=10`)).json(),
    );
    expect(page.data).toEqual([]);
    const first = listResponseSchema(flockSchema).parse(
      (await f.staff('GET', `/api/flocks?farmId=${farmId}&pageSize=10`)).json(),
    );
    expect(page.total).toBe(first.total);
    expect(page.total).toBeGreaterThan(0);
  });

  it('refuses bad input at the field at fault', async () => {
    const response = await f.admin('POST', '/api/flocks', {
      farmId,
      name: 'X',
      type: 'duck',
      breed: 'Ross 308',
      placedOn: '2999-01-01',
      chicksPlaced: 0,
      chickPrice: '12.345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        name: 'Enter the flock name',
        type: 'Choose broiler, layer or breeder',
        placedOn: 'The date cannot be in the future',
        chicksPlaced: 'Place at least one chick',
        chickPrice: 'Use at most 2 decimals',
      },
    });
    const unknownFarm = await f.admin('POST', '/api/flocks', {
      farmId: '00000000-0000-4000-8000-000000000000',
      name: 'Orphan',
      type: 'broiler',
      breed: 'Cobb 500',
      placedOn: '2026-10-01',
      chicksPlaced: 10,
      chickPrice: 40,
    });
    expect(unknownFarm.json()).toMatchObject({ errors: { farmId: 'Choose an existing farm' } });
  });

  it('keeps placement before every record and at least the birds already gone', async () => {
    const id = await f.flock(farmId, { placedOn: '2026-10-01', chicksPlaced: 100, freeChicks: 0 });
    await f.staff('POST', '/api/deaths', {
      flockId: id,
      date: '2026-10-03',
      count: 40,
      confirmUnusual: true,
    });
    const flock = await getFlock(id);
    const late = await f.admin('PATCH', `/api/flocks/${id}`, {
      version: flock.version,
      placedOn: '2026-10-04',
    });
    expect(late.json()).toMatchObject({
      errors: { placedOn: 'Records exist from 2026-10-03; place the flock on or before that day' },
    });
    const few = await f.admin('PATCH', `/api/flocks/${id}`, {
      version: flock.version,
      chicksPlaced: 30,
    });
    expect(few.json()).toMatchObject({
      errors: { chicksPlaced: expect.stringContaining('40 birds') },
    });
  });

  it('lets only admins create, change and delete flocks; staff read them', async () => {
    const id = await f.flock(farmId);
    const flock = await getFlock(id);
    expect(
      (await f.staff('PATCH', `/api/flocks/${id}`, { version: flock.version, name: 'Renamed' }))
        .statusCode,
    ).toBe(403);
    const renamed = await f.admin('PATCH', `/api/flocks/${id}`, {
      version: flock.version,
      name: 'Renamed Flock',
    });
    expect(renamed.json()).toMatchObject({ name: 'Renamed Flock', handle: 'renamed-flock' });
    expect((await f.staff('DELETE', `/api/flocks/${id}`)).statusCode).toBe(403);
    expect((await f.admin('DELETE', `/api/flocks/${id}`)).statusCode).toBe(204);
  });

  it('refuses to delete a flock that has records', async () => {
    const id = await f.flock(farmId);
    await f.staff('POST', '/api/deaths', { flockId: id, date: '2026-09-02', count: 1 });
    const response = await f.admin('DELETE', `/api/flocks/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: expect.stringContaining('has records') });
  });

  it('makes a closed flock and its records read-only', async () => {
    const id = await f.flock(farmId, { placedOn: '2026-09-01' });
    const created = await f.staff('POST', '/api/deaths', {
      flockId: id,
      date: '2026-09-02',
      count: 1,
    });
    await f.database.db
      .update(flocks)
      .set({ status: 'closed', closedOn: '2026-10-15' })
      .where(eq(flocks.id, id));
    const addDeath = await f.staff('POST', '/api/deaths', {
      flockId: id,
      date: '2026-10-01',
      count: 1,
    });
    expect(addDeath.statusCode).toBe(409);
    expect(addDeath.json()).toMatchObject({ detail: expect.stringContaining('is closed') });
    const death = created.json<{ id: string; version: number }>();
    expect((await f.admin('DELETE', `/api/deaths/${death.id}`)).statusCode).toBe(409);
    const flock = await getFlock(id);
    expect(flock.figures.ageDays).toBe(44);
    expect(
      (await f.admin('PATCH', `/api/flocks/${id}`, { version: flock.version, notes: 'x' }))
        .statusCode,
    ).toBe(409);
  });
});
