import { auditEntrySchema, deathSchema, listResponseSchema } from '@flockbook/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildFarmFixture } from '../test/farm-fixture.ts';
import type { FarmFixture } from '../test/farm-fixture.ts';

// The generic behaviour every farm area gets, checked through deaths.
let f: FarmFixture;
let farmId: string;
let flockId: string;
let otherFlockId: string;
let otherFarmId: string;

beforeAll(async () => {
  f = await buildFarmFixture();
  farmId = await f.farm('Riverside');
  flockId = await f.flock(farmId, { name: 'Riverside Batch A' });
  otherFarmId = await f.farm('Hilltop');
  otherFlockId = await f.flock(otherFarmId, { name: 'Hilltop Batch B' });
  for (const [flock, date, count, cause] of [
    [flockId, '2026-09-03', 5, 'disease'],
    [flockId, '2026-09-10', 3, 'heat stress'],
    [flockId, '2026-09-20', 7, 'culled'],
    [otherFlockId, '2026-09-05', 2, 'predator'],
  ] as const) {
    const response = await f.staff('POST', '/api/deaths', { flockId: flock, date, count, cause });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => f.close());

const list = async (query: string) => {
  const response = await f.admin('GET', `/api/deaths?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return listResponseSchema(deathSchema).parse(response.json());
};

describe('lists', () => {
  it('answers {data, total} newest first with flock and farm names', async () => {
    const page = await list('pageSize=2');
    expect(page.total).toBe(4);
    expect(page.data.map((row) => row.date)).toEqual(['2026-09-20', '2026-09-10']);
    expect(page.data[0]).toMatchObject({ flockName: 'Riverside Batch A', farmName: 'Riverside' });
    const last = await list('pageSize=3&page=2');
    expect(last).toMatchObject({ total: 4, data: [{ date: '2026-09-03' }] });
    expect(await list('pageSize=2&page=3')).toEqual({ data: [], total: 4 });
    expect(await list('q=nothing-like-this')).toEqual({ data: [], total: 0 });
  });

  it('filters by farm, flock and date range, and searches text', async () => {
    expect((await list(`farmId=${farmId}`)).total).toBe(3);
    expect((await list(`flockId=${otherFlockId}`)).total).toBe(1);
    expect((await list('from=2026-09-05&to=2026-09-10')).data.map((row) => row.count)).toEqual([
      3, 2,
    ]);
    expect((await list('q=heat')).data.map((row) => row.cause)).toEqual(['heat stress']);
    expect((await list('q=hilltop')).total).toBe(1);
  });

  it('searches flock and farm names, with totals that count what the page shows', async () => {
    const batchA = await list('q=batch%20a');
    expect(batchA.total).toBe(3);
    expect(batchA.data.every((row) => row.flockName === 'Riverside Batch A')).toBe(true);
    expect((await list('q=BATCH')).total).toBe(4);
    expect((await list(`q=riverside&farmId=${farmId}&pageSize=2&page=2`)).total).toBe(3);
    expect((await list(`q=hilltop&farmId=${farmId}`)).total).toBe(0);
    expect((await list('q=%25')).total).toBe(0);
  });

  it('searches the farm and flock names of records kept per farm', async () => {
    for (const flock of [flockId, null]) {
      const response = await f.admin('POST', '/api/diesel', {
        farmId,
        ...(flock ? { flockId: flock } : {}),
        date: '2026-09-15',
        litres: '20',
        pricePerLitre: '1.50',
        purpose: 'generator',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const search = async (q: string) => {
      const response = await f.admin('GET', `/api/diesel?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { flockName: string | null }[]; total: number };
    };
    expect(await search('batch a')).toMatchObject({
      total: 1,
      data: [{ flockName: 'Riverside Batch A' }],
    });
    expect((await search('riverside')).total).toBe(2);
    expect((await search('hilltop')).total).toBe(0);
  });

  it("searches salaries by their employee's name and filters them by the employee's farm", async () => {
    const employee = await f.admin('POST', '/api/employees', {
      farmId,
      name: 'Kamran Ali',
      monthlySalary: '45000',
      joinedOn: '2026-01-15',
    });
    expect(employee.statusCode, employee.body).toBe(201);
    const employeeId = employee.json<{ id: string }>().id;
    for (const period of ['2026-08', '2026-09']) {
      const paid = await f.admin('POST', '/api/employee-salaries', {
        employeeId,
        period,
        basic: '45000',
        paidOn: `${period}-28`,
        method: 'cash',
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    const salaries = async (query: string) => {
      const response = await f.admin('GET', `/api/employee-salaries?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { period: string }[]; total: number };
    };
    expect(await salaries('q=kamran&pageSize=1')).toMatchObject({
      total: 2,
      data: [{ period: '2026-09' }],
    });
    expect((await salaries('q=2026-08')).total).toBe(1);
    expect((await salaries('q=naveed')).total).toBe(0);
    expect((await salaries(`farmId=${farmId}`)).total).toBe(2);
    expect((await salaries(`farmId=${otherFarmId}`)).total).toBe(0);
  });

  it('sorts by an allowed field and refuses others', async () => {
    expect((await list('sort=count:asc')).data.map((row) => row.count)).toEqual([2, 3, 5, 7]);
    const refused = await f.admin('GET', '/api/deaths?sort=notes:asc');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { sort: expect.stringContaining('Cannot sort by notes') },
    });
    const tooBig = await f.admin('GET', '/api/deaths?pageSize=500');
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('edits', () => {
  it('changes a record with its version and refuses a stale one with the current record', async () => {
    const [target] = (await list('sort=date:asc')).data;
    const first = await f.staff('PATCH', `/api/deaths/${target!.id}`, {
      version: target!.version,
      count: 6,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ count: 6, version: target!.version + 1 });

    const stale = await f.admin('PATCH', `/api/deaths/${target!.id}`, {
      version: target!.version,
      count: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ title: 'Edit conflict', current: { count: 6 } });
  });

  it('needs the version being edited', async () => {
    const [target] = (await list('')).data;
    const response = await f.admin('PATCH', `/api/deaths/${target!.id}`, { count: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { version: expect.any(String) } });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await f.admin('GET', '/api/deaths/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('lets staff record but only admins delete', async () => {
    const [target] = (await list(`flockId=${otherFlockId}`)).data;
    const byStaff = await f.staff('DELETE', `/api/deaths/${target!.id}`);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toMatchObject({ detail: 'This needs the admin role.' });
    expect((await f.admin('DELETE', `/api/deaths/${target!.id}`)).statusCode).toBe(204);
    expect((await f.admin('GET', `/api/deaths/${target!.id}`)).statusCode).toBe(404);
  });

  it('checks the role before reading the body', async () => {
    expect((await f.guest('POST', '/api/deaths', {})).statusCode).toBe(401);
    expect((await f.staff('DELETE', '/api/farms/not-an-id')).statusCode).toBe(403);
  });

  it('refuses anyone not signed in', async () => {
    expect((await f.guest('GET', '/api/deaths')).statusCode).toBe(401);
    expect(
      (await f.guest('POST', '/api/deaths', { flockId, date: '2026-09-04', count: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('audit', () => {
  it('keeps who changed what, before and after, for each change', async () => {
    const created = await f.staff('POST', '/api/deaths', {
      flockId,
      date: '2026-09-11',
      count: 4,
      cause: 'cold',
    });
    const id = created.json<{ id: string; version: number }>().id;
    await f.staff('PATCH', `/api/deaths/${id}`, { version: 1, count: 2 });
    await f.admin('DELETE', `/api/deaths/${id}`);

    const response = await f.admin('GET', `/api/audit?entity=death&entityId=${id}`);
    expect(response.statusCode).toBe(200);
    const entries = z.array(auditEntrySchema).parse(response.json());
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[2]).toMatchObject({ userName: 'Bilal Khan', before: null, after: { count: 4 } });
    expect(entries[1]).toMatchObject({ before: { count: 4 }, after: { count: 2 } });
    expect(entries[0]).toMatchObject({
      userName: 'Amina Rahman',
      before: { count: 2 },
      after: null,
    });
    expect((await f.staff('GET', '/api/audit')).statusCode).toBe(403);
  });
});

describe('exports', () => {
  it('exports exactly the filtered rows as CSV', async () => {
    const response = await f.admin(
      'GET',
      `/api/deaths?format=csv&flockId=${flockId}&sort=date:asc`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="deaths-.*\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Farm,Flock,Birds,Cause,Notes');
    const expected = (await list(`flockId=${flockId}&sort=date:asc`)).data;
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(lines.slice(1)).toEqual(
      expected.map((row) => `${row.date},Riverside,Riverside Batch A,${row.count},${row.cause},`),
    );
  });

  it('exports every page, not just the first', async () => {
    const response = await f.admin('GET', '/api/deaths?format=csv&pageSize=1');
    expect(response.body.trim().split('\r\n')).toHaveLength(1 + (await list('')).total);
  });

  it('exports the same rows as an Excel workbook', async () => {
    const response = await f.admin(
      'GET',
      `/api/deaths?format=xlsx&flockId=${flockId}&sort=date:asc`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Deaths');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Date', 'Farm', 'Flock', 'Birds', 'Cause', 'Notes']);
    const expected = (await list(`flockId=${flockId}&sort=date:asc`)).data;
    expect(rows.slice(1).map((row) => [row[0], row[3], row[4]])).toEqual(
      expected.map((row) => [row.date, row.count, row.cause]),
    );
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    await f.staff('POST', '/api/deaths', {
      flockId,
      date: '2026-09-21',
      count: 1,
      notes: '=HYPERLINK("x")',
    });
    const response = await f.admin('GET', '/api/deaths?format=csv&from=2026-09-21&to=2026-09-21');
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
