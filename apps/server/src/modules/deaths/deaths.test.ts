import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

let f: FarmFixture;
let flockId: string;
beforeAll(async () => {
  f = await buildFarmFixture();
  flockId = await f.flock(await f.farm(), {
    placedOn: '2026-10-01',
    chicksPlaced: 100,
    freeChicks: 0,
  });
});
afterAll(() => f.close());

// The count rules are tried on counts the plausibility rule would ask about: confirmed.
const record = (payload: Record<string, unknown>) =>
  f.staff('POST', '/api/deaths', { flockId, confirmUnusual: true, ...payload });

describe('deaths', () => {
  it('refuses more deaths than birds alive on that date', async () => {
    expect((await record({ date: '2026-10-05', count: 60 })).statusCode).toBe(201);
    const tooMany = await record({ date: '2026-10-06', count: 41 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      errors: { count: 'Only 40 birds are alive on 2026-10-06' },
    });
  });

  it('refuses an earlier death that later records would not leave room for', async () => {
    // 40 alive after 2026-10-05; on 2026-10-03 100 are alive but only 40 are left overall.
    const response = await record({ date: '2026-10-03', count: 41 });
    expect(response.json()).toMatchObject({
      errors: { count: 'Later records leave only 40 birds alive' },
    });
  });

  it("counts an edited record's own birds back in", async () => {
    const created = (await record({ date: '2026-10-07', count: 40 })).json<{
      id: string;
      version: number;
    }>();
    const edit = await f.staff('PATCH', `/api/deaths/${created.id}`, {
      version: created.version,
      count: 39,
      confirmUnusual: true,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const over = await f.staff('PATCH', `/api/deaths/${created.id}`, {
      version: created.version + 1,
      count: 41,
    });
    expect(over.json()).toMatchObject({
      errors: { count: 'Only 40 birds are alive on 2026-10-07' },
    });
  });

  it('keeps dates inside the flock life and out of the future', async () => {
    expect((await record({ date: '2026-09-30', count: 1 })).json()).toMatchObject({
      errors: { date: 'Pick a date on or after the placement date 2026-10-01' },
    });
    expect((await record({ date: '2999-01-01', count: 1 })).json()).toMatchObject({
      errors: { date: 'The date cannot be in the future' },
    });
  });

  it('refuses zero, unknown causes and unknown flocks at their fields', async () => {
    expect((await record({ date: '2026-10-08', count: 0, cause: 'ufo' })).json()).toMatchObject({
      errors: { count: 'Enter at least one bird', cause: 'Choose a cause' },
    });
    const unknown = await f.staff('POST', '/api/deaths', {
      flockId: '00000000-0000-4000-8000-000000000000',
      date: '2026-10-08',
      count: 1,
    });
    expect(unknown.json()).toMatchObject({ errors: { flockId: 'Choose an existing flock' } });
  });

  it('never lets parallel entries take the flock below zero', async () => {
    const parallel = await f.flock(await f.farm(), {
      placedOn: '2026-10-01',
      chicksPlaced: 10,
      freeChicks: 0,
    });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        f.staff('POST', '/api/deaths', {
          flockId: parallel,
          date: '2026-10-02',
          count: 3,
          confirmUnusual: true,
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    const flock = (await f.staff('GET', `/api/flocks/${parallel}`)).json<{
      figures: { birdsAlive: number };
    }>();
    expect(flock.figures.birdsAlive).toBe(1);
  });
});
