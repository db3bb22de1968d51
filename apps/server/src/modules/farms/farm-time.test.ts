import { dashboardSchema, farmSchema, flockSchema } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

// The server's clock at the edges of its (UTC) day; Auckland is at UTC+13 in January.
const LATE = '2026-01-14T23:30:00Z';
const EARLY = '2026-01-15T00:30:00Z';

/** Each farm's today and tomorrow at each server time. */
const ZONES = [
  { timeZone: 'Asia/Karachi', [LATE]: '2026-01-15', [EARLY]: '2026-01-15' },
  { timeZone: 'Pacific/Auckland', [LATE]: '2026-01-15', [EARLY]: '2026-01-15' },
  { timeZone: 'America/Los_Angeles', [LATE]: '2026-01-14', [EARLY]: '2026-01-14' },
] as const;
const tomorrow = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

let f: FarmFixture;
const farms = new Map<string, { farmId: string; flockId: string }>();

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime('2026-01-14T23:00:00Z');
  f = await buildFarmFixture({ env: { FARM_TIME_ZONE: 'Asia/Karachi' } });
  for (const { timeZone } of ZONES) {
    const created = await f.admin('POST', '/api/farms', { name: `Farm in ${timeZone}`, timeZone });
    expect(created.statusCode, created.body).toBe(201);
    const farmId = farmSchema.parse(created.json()).id;
    farms.set(timeZone, { farmId, flockId: await f.flock(farmId, { placedOn: '2026-01-01' }) });
  }
});
afterAll(async () => {
  await f.close();
  vi.useRealTimers();
});

describe.each([LATE, EARLY] as const)('farm time with the server clock at %s', (now) => {
  beforeAll(() => vi.setSystemTime(now));

  it.each(ZONES)("takes today as the farm's date in $timeZone", async (zone) => {
    const today = zone[now];
    const { farmId, flockId } = farms.get(zone.timeZone)!;
    const farm = farmSchema.parse((await f.staff('GET', `/api/farms/${farmId}`)).json());
    expect(farm).toMatchObject({ timeZone: zone.timeZone, today });
    const flock = flockSchema.parse((await f.staff('GET', `/api/flocks/${flockId}`)).json());
    expect(flock.figures.ageDays).toBe(Number(today.slice(8)) - 1);

    const death = (date: string) =>
      f.staff('POST', '/api/deaths', { flockId, date, count: 1, cause: 'unknown' });
    const mess = (date: string) =>
      f.admin('POST', '/api/mess', { farmId, date, description: 'Flour', amount: '100' });
    const amount = (date: string) =>
      f.admin('POST', '/api/amounts', {
        farmId,
        date,
        direction: 'out',
        category: 'payment made',
        method: 'cash',
        amount: '10',
      });
    for (const record of [death, mess, amount]) {
      const accepted = await record(today);
      expect(accepted.statusCode, accepted.body).toBe(201);
      const refused = await record(tomorrow(today));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: { date: 'The date cannot be in the future' },
      });
    }
  });
});

describe('the dashboard at 00:30 UTC, each farm on its own today', () => {
  it("counts each farm's deaths of its today, its ages and its stock as of its today", async () => {
    // The records above: one death a run on each farm's today, both runs on the same day.
    const board = dashboardSchema.parse((await f.admin('GET', '/api/dashboard')).json());
    expect(board.date).toBe('2026-01-15');
    expect(board.deathsToday).toBe(6);
    const ages = Object.fromEntries(
      board.activeFlocks.map((flock) => [flock.farmName, flock.ageDays]),
    );
    expect(ages).toMatchObject({
      'Farm in Asia/Karachi': 14,
      'Farm in Pacific/Auckland': 14,
      'Farm in America/Los_Angeles': 13,
    });
    const stockDays = Object.fromEntries(board.stock.map((stock) => [stock.farmName, stock.date]));
    expect(stockDays).toMatchObject({
      'Farm in Pacific/Auckland': '2026-01-15',
      'Farm in America/Los_Angeles': '2026-01-14',
    });
  });
});

describe('farm time zones', () => {
  it("gives a new farm the installation's zone, and refuses an unknown one", async () => {
    const created = await f.admin('POST', '/api/farms', { name: 'Zone Default Farm' });
    expect(farmSchema.parse(created.json()).timeZone).toBe('Asia/Karachi');
    for (const timeZone of ['Mars/Olympus_Mons', 'UTC+5', '']) {
      const refused = await f.admin('POST', '/api/farms', { name: 'Zone Farm', timeZone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.timeZone).toMatch(/time zone/i);
    }
    const farm = farmSchema.parse(created.json());
    const moved = await f.admin('PATCH', `/api/farms/${farm.id}`, {
      version: farm.version,
      timeZone: 'Pacific/Tongatapu',
    });
    expect(moved.json()).toMatchObject({ timeZone: 'Pacific/Tongatapu' });
  });
});

describe('a record of no farm', () => {
  // 11:30 UTC: Auckland's 16 January has begun; the installation's Karachi is on the 15th.
  beforeAll(() => vi.setSystemTime('2026-01-15T11:30:00Z'));

  it("may carry the latest farm's today, and no later date", async () => {
    const payment = (date: string) =>
      f.admin('POST', '/api/amounts', {
        date,
        direction: 'out',
        category: 'payment made',
        method: 'cash',
        amount: '10',
      });
    const accepted = await payment('2026-01-16');
    expect(accepted.statusCode, accepted.body).toBe(201);
    const refused = await payment('2026-01-17');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { date: 'The date cannot be in the future' } });
  });
});
