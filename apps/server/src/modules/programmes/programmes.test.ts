import {
  alertSchema,
  dashboardSchema,
  flockProgrammeSchema,
  flockSchema,
  medicineUseSchema,
  programmeSchema,
} from '@flockbook/contracts';
import type { Programme } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildFarmFixture } from '../../test/farm-fixture.ts';
import type { FarmFixture } from '../../test/farm-fixture.ts';

// The server's clock late in its (UTC) day: Auckland (UTC+13 in January) is already on the
// 15th, Los Angeles (UTC-8) still on the 14th; then early in the next UTC day.
const LATE = '2026-01-14T23:30:00Z';
const EARLY = '2026-01-15T00:30:00Z';
const PLACED = '2026-01-01';

const item = (dayOfAge: number, name: string, extra: Record<string, unknown> = {}) => ({
  dayOfAge,
  name,
  kind: 'vaccine',
  method: 'water',
  ...extra,
});
const broilerProgramme = {
  name: 'Test broiler programme',
  flockType: 'broiler',
  breeds: ['Ross 308'],
  items: [
    item(12, 'Gumboro vaccine'),
    item(13, 'ND + IB vaccine', { method: 'eye drop' }),
    item(14, 'Gumboro booster', { dosePerBird: '2' }),
    item(15, 'ND booster'),
  ],
};

let f: FarmFixture;
let programme: Programme;
const farms = new Map<string, { farmId: string; flockId: string }>();

const programmeOf = async (flockId: string) => {
  const response = await f.staff('GET', `/api/flocks/${flockId}/programme`);
  expect(response.statusCode, response.body).toBe(200);
  return flockProgrammeSchema.parse(response.json());
};
const states = async (flockId: string) =>
  Object.fromEntries((await programmeOf(flockId)).items.map((i) => [i.dayOfAge, i.state]));
const itemId = (day: number) => programme.items.find((i) => i.dayOfAge === day)?.id ?? '';
const programmeAlerts = async () =>
  z
    .array(alertSchema)
    .parse((await f.admin('GET', '/api/alerts')).json())
    .filter((alert) => alert.kind === 'programme');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LATE);
  f = await buildFarmFixture();
  const created = await f.admin('POST', '/api/vaccination-programmes', broilerProgramme);
  expect(created.statusCode, created.body).toBe(201);
  programme = programmeSchema.parse(created.json());
  for (const timeZone of ['Pacific/Auckland', 'America/Los_Angeles']) {
    const farm = await f.admin('POST', '/api/farms', {
      name: `Vaccine farm ${timeZone}`,
      timeZone,
    });
    const farmId = farm.json<{ id: string }>().id;
    const flockId = await f.flock(farmId, {
      placedOn: PLACED,
      chicksPlaced: 1000,
      freeChicks: 0,
      programmeId: programme.id,
    });
    farms.set(timeZone, { farmId, flockId });
  }
});
afterAll(async () => {
  await f.close();
  vi.useRealTimers();
});

describe('vaccination programmes', () => {
  it('are kept by admins and read by staff, who may not change them', async () => {
    const listed = await f.staff('GET', '/api/vaccination-programmes');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((p: Programme) => p.name)).toContain(broilerProgramme.name);
    expect(programme.items.map((i) => i.dayOfAge)).toEqual([12, 13, 14, 15]);
    expect(programme.flocksFollowing).toBe(0);

    const staffCreate = await f.staff('POST', '/api/vaccination-programmes', {
      ...broilerProgramme,
      name: 'Staff programme',
    });
    expect(staffCreate.statusCode).toBe(403);
    const path = `/api/vaccination-programmes/${programme.id}`;
    expect(
      (await f.staff('PUT', path, { ...broilerProgramme, version: 1, name: 'Renamed' })).statusCode,
    ).toBe(403);
    expect((await f.staff('DELETE', path)).statusCode).toBe(403);
    expect((await f.guest('GET', '/api/vaccination-programmes')).statusCode).toBe(401);
  });

  it('refuses bad input at its field', async () => {
    const none = await f.admin('POST', '/api/vaccination-programmes', {
      ...broilerProgramme,
      name: 'Empty',
      items: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.items).toBe('Add at least one item');
    const negative = await f.admin('POST', '/api/vaccination-programmes', {
      ...broilerProgramme,
      name: 'Negative',
      items: [item(-1, 'Too early')],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors['items.0.dayOfAge']).toBe('Cannot be negative');
    const twice = await f.admin('POST', '/api/vaccination-programmes', {
      ...broilerProgramme,
      name: broilerProgramme.name.toUpperCase(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.name).toMatch(/exists already/);
  });

  it('keeps the items sent with their id, adds new ones and drops the rest; 409 when stale', async () => {
    const created = programmeSchema.parse(
      (
        await f.admin('POST', '/api/vaccination-programmes', {
          name: 'Layer test programme',
          flockType: 'layer',
          items: [item(0, "Marek's", { method: 'injection' }), item(7, 'ND')],
        })
      ).json(),
    );
    const [marek] = created.items;
    const path = `/api/vaccination-programmes/${created.id}`;
    const changed = await f.admin('PUT', path, {
      version: created.version,
      name: 'Layer test programme',
      flockType: 'layer',
      items: [{ ...marek, notes: 'At the hatchery' }, item(21, 'IB')],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = programmeSchema.parse(changed.json());
    expect(after.items.map((i) => [i.dayOfAge, i.name])).toEqual([
      [0, "Marek's"],
      [21, 'IB'],
    ]);
    expect(after.items[0]).toMatchObject({ id: marek?.id, notes: 'At the hatchery' });
    const stale = await f.admin('PUT', path, {
      version: created.version,
      name: 'Late',
      flockType: 'layer',
      items: [item(1, 'ND')],
    });
    expect(stale.statusCode).toBe(409);
    expect((await f.admin('DELETE', path)).statusCode).toBe(204);
    expect((await f.staff('GET', path)).statusCode).toBe(404);
  });

  it('are taken by flocks of their type and breed only, and kept while flocks follow them', async () => {
    const { farmId } = farms.get('Pacific/Auckland')!;
    const layer = await f.admin('POST', '/api/flocks', {
      farmId,
      name: 'Layer with a broiler programme',
      type: 'layer',
      breed: 'Lohmann Brown',
      placedOn: PLACED,
      chicksPlaced: 100,
      chickPrice: '1',
      programmeId: programme.id,
    });
    expect(layer.statusCode).toBe(400);
    expect(layer.json().errors.programmeId).toBe('Test broiler programme is for broiler flocks');
    const cobb = await f.flock(farmId, { breed: 'Cobb 500', placedOn: PLACED });
    const flock = flockSchema.parse((await f.admin('GET', `/api/flocks/${cobb}`)).json());
    const later = await f.admin('PATCH', `/api/flocks/${cobb}`, {
      version: flock.version,
      programmeId: programme.id,
    });
    expect(later.statusCode).toBe(400);
    expect(later.json().errors.programmeId).toBe('Test broiler programme is for Ross 308');

    const inUse = await f.admin('DELETE', `/api/vaccination-programmes/${programme.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().detail).toMatch(/2 flocks follow Test broiler programme/);
  });
});

describe.each([LATE, EARLY])("a flock's programme on its farm's today, server clock %s", (now) => {
  beforeAll(() => vi.setSystemTime(now));

  it('is due on the day of age, overdue after it and upcoming before it', async () => {
    // Auckland is on the 15th (day 14 of age) at both times; Los Angeles on the 14th (day 13).
    const auckland = await programmeOf(farms.get('Pacific/Auckland')!.flockId);
    expect(auckland).toMatchObject({ today: '2026-01-15', ageDays: 14 });
    expect(Object.fromEntries(auckland.items.map((i) => [i.dayOfAge, i.state]))).toEqual({
      12: 'overdue',
      13: 'overdue',
      14: 'due',
      15: 'upcoming',
    });
    expect(auckland.items.find((i) => i.dayOfAge === 14)?.dueOn).toBe('2026-01-15');
    expect(await states(farms.get('America/Los_Angeles')!.flockId)).toEqual({
      12: 'overdue',
      13: 'due',
      14: 'upcoming',
      15: 'upcoming',
    });
  });

  it('raises an alert for each item due today or overdue, and none for one upcoming', async () => {
    const alerts = await programmeAlerts();
    const seen = (zone: string) =>
      alerts
        .filter((alert) => alert.flockId === farms.get(zone)!.flockId)
        .map(
          (alert) =>
            alert.kind === 'programme' && [
              alert.facts.dayOfAge,
              alert.facts.daysLate,
              alert.severity,
            ],
        );
    expect(seen('Pacific/Auckland')).toEqual([
      [12, 2, 'error'],
      [13, 1, 'error'],
      [14, 0, 'warning'],
    ]);
    expect(seen('America/Los_Angeles')).toEqual([
      [12, 1, 'error'],
      [13, 0, 'warning'],
    ]);
    const due = alerts.find((alert) => alert.kind === 'programme' && alert.facts.dayOfAge === 14);
    expect(due?.message).toBe('Gumboro booster (water, day 14) is due today');
    // The dashboard lists the same alerts.
    const board = dashboardSchema.parse((await f.staff('GET', '/api/dashboard')).json());
    expect(board.alerts.filter((alert) => alert.kind === 'programme')).toEqual(alerts);
  });
});

describe('an item done by recording its medicine use', () => {
  beforeAll(() => vi.setSystemTime(LATE));

  it('refuses without a batch of its kind on the farm, then records one linked to the item', async () => {
    const { farmId, flockId } = farms.get('Pacific/Auckland')!;
    const give = (day: number) =>
      f.staff('POST', '/api/programme-doses', { flockId, itemId: itemId(day) });
    const nothing = await give(14);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.medicineId).toMatch(/No vaccine in stock/);

    const bought = await f.staff('POST', '/api/medicines', {
      farmId,
      date: '2026-01-10',
      name: 'Gumboro booster (IBD)',
      kind: 'vaccine',
      unit: 'dose',
      quantity: '5000',
      unitPrice: '1',
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const given = await give(14);
    expect(given.statusCode, given.body).toBe(200);
    // 1000 birds alive at 2 doses each, on the farm's today, the item's way.
    expect(medicineUseSchema.parse(given.json())).toMatchObject({
      flockId,
      medicineId: bought.json().id,
      date: '2026-01-15',
      quantity: '2000.000',
      method: 'water',
      purpose: 'vaccination',
    });

    const after = await programmeOf(flockId);
    const done = after.items.find((i) => i.dayOfAge === 14);
    expect(done).toMatchObject({
      state: 'done',
      done: { medicineUseId: given.json().id, date: '2026-01-15', quantity: '2000.000' },
    });
    expect(
      (await programmeAlerts()).some((alert) => alert.id === `programme:${flockId}:${itemId(14)}`),
    ).toBe(false);

    const again = await give(14);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/was given to flock .* on 2026-01-15/);
  });

  it('is only for a flock of the user, and an item of its programme', async () => {
    const { flockId } = farms.get('America/Los_Angeles')!;
    const staff = await f.staffOf([farms.get('Pacific/Auckland')!.farmId]);
    const other = await staff('POST', '/api/programme-doses', { flockId, itemId: itemId(13) });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.flockId).toBeDefined();
    const notAnItem = await f.staff('POST', '/api/programme-doses', {
      flockId,
      itemId: flockId,
    });
    expect(notAnItem.statusCode).toBe(400);
    expect(notAnItem.json().errors.itemId).toMatch(/Not an item of Test broiler programme/);
  });
});
