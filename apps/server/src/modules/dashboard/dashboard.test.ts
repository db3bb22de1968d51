import { dashboardSchema } from '@flockbook/contracts';
import { seedDemoData } from '@flockbook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.database);
  for (const [email, password] of [
    ['admin@example.com', 'admin'],
    ['staff@example.com', 'staff'],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password },
    });
    tokens[password] = response.json<{ access_token: string }>().access_token;
  }
});
afterAll(() => t.close());

const dashboardAs = async (who: 'admin' | 'staff') => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard',
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSchema.parse(response.json());
};

describe('GET /api/dashboard on the demo data', () => {
  it('shows the active flocks, birds alive, stock, alerts and the closed flocks', async () => {
    const board = await dashboardAs('admin');
    expect(board.activeFlocks).toHaveLength(4);
    expect(board.birdsAlive).toBe(
      board.activeFlocks.reduce((sum, flock) => sum + flock.birdsAlive, 0),
    );
    expect(board.stock.map((farm) => farm.farmName)).toEqual([
      'Green Acres Poultry',
      'Riverbend Farm',
    ]);
    expect(board.closedFlocks).toHaveLength(2);
    for (const flock of board.closedFlocks) {
      expect(flock.fcr).toBeGreaterThan(1.4);
      expect(flock.fcr).toBeLessThan(2.1);
      expect(Number(flock.profitPerBird)).toBeGreaterThan(0);
    }
    expect(board.month).not.toBeNull();
  });

  it('keeps money from staff', async () => {
    const board = await dashboardAs('staff');
    expect(board.month).toBeNull();
    expect(board.closedFlocks.every((flock) => !('profitPerBird' in flock))).toBe(true);
  });
});
