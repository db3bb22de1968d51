import { randomUUID } from 'node:crypto';
import { dailyRoundResultSchema, dailyRoundSchema } from '@flockbook/contracts';
import type { DailyRound, DailyRoundResult } from '@flockbook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import { roundsMissing } from './rounds-missing.ts';
import type { Caller, FarmFixture } from '../../test/farm-fixture.ts';

const DAY = '2026-10-08';
let f: FarmFixture;

beforeAll(async () => {
  f = await buildFarmFixture();
});
afterAll(() => f.close());

const ok = (response: LightMyRequestResponse, status = 201) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};

/** A farm with three houses (by name), a flock in each, a flock without a house, and feed. */
async function farmWithHouses() {
  const farmId = await f.farm();
  const houseIds: string[] = [];
  for (const name of ['House A', 'House B', 'House C', 'House D']) {
    houseIds.push(ok(await f.admin('POST', '/api/houses', { farmId, name })).id);
  }
  const broilers = [
    await f.flock(farmId, { houseId: houseIds[0], placedOn: '2026-10-01' }),
    await f.flock(farmId, { houseId: houseIds[1], placedOn: '2026-10-01', chicksPlaced: 100 }),
  ];
  const layers = await f.flock(farmId, {
    houseId: houseIds[2],
    placedOn: '2026-10-01',
    type: 'layer',
    breed: 'Lohmann Brown',
  });
  const loose = await f.flock(farmId, { placedOn: '2026-10-01' });
  ok(
    await f.admin('POST', '/api/feed-purchases', {
      farmId,
      date: '2026-10-01',
      feedType: 'starter',
      quantityKg: '1000',
      pricePerBag: '900',
    }),
  );
  return { farmId, houseIds, flocks: [...broilers, layers], loose };
}

const roundOf = async (farmId: string, date = DAY, caller: Caller = f.staff) =>
  dailyRoundSchema.parse(
    ok(await caller('GET', `/api/daily-round?farmId=${farmId}&date=${date}`), 200),
  );

const fullRound = (farmId: string, flocks: string[], roundId = randomUUID()) => ({
  roundId,
  farmId,
  date: DAY,
  houses: [
    {
      flockId: flocks[0],
      deaths: [
        { cause: 'disease', count: 3 },
        { cause: 'heat stress', count: 1 },
      ],
      feed: [{ feedType: 'starter', quantityKg: '20.5' }],
      reading: { waterLitres: '250', minTempC: '27', maxTempC: '31.5', humidityPercent: 60 },
      weighing: { sampleSize: 50, averageWeightG: '300' },
    },
    { flockId: flocks[1], deaths: [{ cause: 'unknown', count: 2 }] },
    {
      flockId: flocks[2],
      eggs: { eggs: 800, broken: 4 },
      reading: { waterLitres: '180', minTempC: '20', maxTempC: '24', humidityPercent: null },
    },
  ],
});

const countOf = async (path: string, flockId: string) =>
  ok(await f.admin('GET', `/api/${path}?flockId=${flockId}`), 200).total as number;

describe('daily round', () => {
  it('lists the active houses with their flocks, then the flocks without a house', async () => {
    const { farmId, flocks, loose } = await farmWithHouses();
    ok(await f.staff('POST', '/api/deaths', { flockId: flocks[0], date: '2026-10-07', count: 20 }));
    const round = await roundOf(farmId);
    expect(
      round.houses.map((entry) => [entry.house?.name ?? null, entry.flock?.id ?? null]),
    ).toEqual([
      ['House A', flocks[0]],
      ['House B', flocks[1]],
      ['House C', flocks[2]],
      ['House D', null],
      [null, loose],
    ]);
    const first = round.houses[0];
    // 1,020 placed less 20 dead the day before; Ross 308 at 7 days: 190 g, 36 g a day.
    expect(first?.flock).toMatchObject({ ageDays: 7, birdsAlive: 1000, targetWeightG: 190 });
    expect(first?.flock?.targetDailyIntakeG).toBe(36);
    expect(first?.recorded).toEqual({
      deaths: [],
      feed: [],
      reading: null,
      eggs: [],
      weighings: [],
    });
    expect(round.houses[3]?.recorded).toBeNull();

    const missing = await f.staff('GET', '/api/daily-round');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.farmId).toBeTruthy();
  });

  it('saves a three-house round whole, and the day shows it with ids and versions', async () => {
    const { farmId, flocks } = await farmWithHouses();
    const saved = dailyRoundResultSchema.parse(
      ok(await f.staff('POST', '/api/daily-round', fullRound(farmId, flocks)), 200),
    );
    expect(saved.houses.map((house) => house.deaths.length)).toEqual([2, 1, 0]);
    expect(saved.houses[2]?.eggs).toMatchObject({ eggs: 800, broken: 4, version: 1 });

    const round = await roundOf(farmId);
    const [a, b, c] = round.houses.map((entry) => entry.recorded);
    expect(a?.deaths.map((death) => [death.cause, death.count]).sort()).toEqual([
      ['disease', 3],
      ['heat stress', 1],
    ]);
    expect(a?.feed[0]).toMatchObject({ feedType: 'starter', quantityKg: '20.500' });
    expect(a?.reading).toMatchObject({ waterLitres: '250.0', id: saved.houses[0]?.reading?.id });
    expect(a?.weighings[0]).toMatchObject({ sampleSize: 50, version: 1 });
    expect(b?.deaths).toHaveLength(1);
    expect(c?.eggs[0]?.id).toBe(saved.houses[2]?.eggs?.id);
    expect(c?.reading?.humidityPercent).toBeNull();
  });

  it('saves nothing when any part is refused, naming every fault at its path', async () => {
    const { farmId, flocks } = await farmWithHouses();
    const body = fullRound(farmId, flocks);
    // House 2 has 120 birds (100 and 20 free); house 3 is given negative feed.
    body.houses[1] = { flockId: flocks[1] as string, deaths: [{ cause: 'unknown', count: 500 }] };
    body.houses[2] = {
      flockId: flocks[2] as string,
      feed: [{ feedType: 'starter', quantityKg: '-5' }],
    } as never;
    const refused = await f.staff('POST', '/api/daily-round', body);
    expect(refused.statusCode, refused.body).toBe(400);
    const { errors } = refused.json<{ errors: Record<string, string> }>();
    expect(errors['houses.1.deaths.0.count']).toMatch(/Only 120 birds are alive/);
    expect(errors['houses.2.feed.0.quantityKg']).toMatch(/at least 0/);
    for (const flockId of flocks) {
      expect(await countOf('deaths', flockId)).toBe(0);
      expect(await countOf('house-readings', flockId)).toBe(0);
    }
    expect(await countOf('feed-usages', flocks[0] as string)).toBe(0);
  });

  it('answers a replayed round with its first result and writes nothing twice', async () => {
    const { farmId, flocks } = await farmWithHouses();
    const body = fullRound(farmId, flocks);
    const first = ok(await f.staff('POST', '/api/daily-round', body), 200);
    const again = await f.staff('POST', '/api/daily-round', body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first);
    expect(await countOf('deaths', flocks[0] as string)).toBe(2);
    expect(await countOf('egg-collections', flocks[2] as string)).toBe(1);

    const changed = await f.staff('POST', '/api/daily-round', {
      ...body,
      houses: [body.houses[1]],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors.roundId).toMatch(/already sent/);
  });

  it('makes one set of records of 20 identical rounds sent at once', async () => {
    const { farmId, flocks } = await farmWithHouses();
    const body = fullRound(farmId, flocks);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f.staff('POST', '/api/daily-round', body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const results = answers.map((answer) => answer.json<DailyRoundResult>());
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await countOf('deaths', flocks[0] as string)).toBe(2);
    expect(await countOf('deaths', flocks[1] as string)).toBe(1);
    expect(await countOf('feed-usages', flocks[0] as string)).toBe(1);
    expect(await countOf('house-readings', flocks[2] as string)).toBe(1);
    expect(await countOf('weighings', flocks[0] as string)).toBe(1);
  });

  it('edits a day record by its version; a stale version answers 409 and changes nothing', async () => {
    const { farmId, flocks } = await farmWithHouses();
    const saved = ok(await f.staff('POST', '/api/daily-round', fullRound(farmId, flocks)), 200);
    const reading = saved.houses[0].reading as { id: string; version: number };
    const edit = (version: number, waterLitres: string) => ({
      roundId: randomUUID(),
      farmId,
      date: DAY,
      houses: [
        {
          flockId: flocks[0],
          reading: { id: reading.id, version, waterLitres, minTempC: 27, maxTempC: 31 },
        },
      ],
    });
    // Without its id a second reading of the day is refused, as the single form refuses it.
    const second = await f.staff('POST', '/api/daily-round', {
      ...edit(1, '1'),
      houses: [{ flockId: flocks[0], reading: { waterLitres: 1, minTempC: 27, maxTempC: 31 } }],
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors['houses.0.reading']).toMatch(/already has a reading/);

    const changed = ok(await f.staff('POST', '/api/daily-round', edit(1, '260')), 200);
    expect(changed.houses[0].reading).toMatchObject({ waterLitres: '260.0', version: 2 });
    const stale = await f.staff('POST', '/api/daily-round', edit(1, '999'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ waterLitres: '260.0', version: 2 });
    expect(stale.json().errors['houses.0.reading.version']).toBeTruthy();
    const round = await roundOf(farmId);
    expect(round.houses[0]?.recorded?.reading).toMatchObject({ waterLitres: '260.0', version: 2 });
  });

  it("keeps staff to their farms: another farm's round answers 404, its farm and flock are refused", async () => {
    const mine = await farmWithHouses();
    const theirs = await farmWithHouses();
    const staff = await f.staffOf([mine.farmId]);

    const read = await staff('GET', `/api/daily-round?farmId=${theirs.farmId}&date=${DAY}`);
    expect(read.statusCode).toBe(404);
    const post = await staff('POST', '/api/daily-round', fullRound(theirs.farmId, theirs.flocks));
    expect(post.statusCode).toBe(400);
    expect(post.json().errors.farmId).toMatch(/existing farm/);
    const mixed = await staff('POST', '/api/daily-round', {
      ...fullRound(mine.farmId, mine.flocks),
      houses: [{ flockId: theirs.flocks[0], deaths: [{ cause: 'unknown', count: 1 }] }],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors['houses.0.flockId']).toMatch(/existing flock/);
    expect(await countOf('deaths', theirs.flocks[0] as string)).toBe(0);
    const round: DailyRound = await roundOf(mine.farmId, DAY, staff);
    expect(round.houses).toHaveLength(5);
  });

  it('names the houses of a day without a round, until a round or a day record names them', async () => {
    const { farmId, flocks, loose } = await farmWithHouses();
    const missingOn = async (day: string) =>
      (await roundsMissing(f.database.db, new Map([[day, [farmId]]]))).map((entry) => [
        entry.houseName,
        entry.flockId,
      ]);
    expect(await missingOn(DAY)).toEqual([
      ['House A', flocks[0]],
      ['House B', flocks[1]],
      ['House C', flocks[2]],
      [null, loose],
    ]);
    // Before the flocks were placed, nothing is missing.
    expect(await missingOn('2026-09-30')).toEqual([]);

    // A round naming a flock with nothing to record counts; so does a single death record.
    ok(
      await f.staff('POST', '/api/daily-round', {
        roundId: randomUUID(),
        farmId,
        date: DAY,
        houses: [{ flockId: flocks[0] }],
      }),
      200,
    );
    ok(await f.staff('POST', '/api/deaths', { flockId: flocks[1], date: DAY, count: 1 }));
    expect(await missingOn(DAY)).toEqual([
      ['House C', flocks[2]],
      [null, loose],
    ]);
    // Another day's round does not count for this one.
    expect((await missingOn('2026-10-09')).length).toBe(4);
  });
});
