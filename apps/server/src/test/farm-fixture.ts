import { seedDemoData } from '@flockbook/db';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp } from './build-test-app.ts';
import type { TestApp } from './build-test-app.ts';
import { giveStaffEveryFarm, giveStaffOnly } from './staff-farms.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Caller = (
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export type FarmFixture = TestApp & {
  admin: Caller;
  staff: Caller;
  /** The demo staff member working on `farmIds` only (until `staff` is called again). */
  staffOf(farmIds: readonly string[]): Promise<Caller>;
  guest: Caller;
  /** Creates a farm as admin and answers its id. */
  farm(name?: string): Promise<string>;
  /** Creates a flock as admin and answers its id. */
  flock(farmId: string, overrides?: Record<string, unknown>): Promise<string>;
};

let counter = 0;

/**
 * The real app on a fresh database, signed in as the demo admin and staff (who works on every
 * farm); the demo farms' records too when `demoRecords` is set; `env` adds settings.
 */
export async function buildFarmFixture({
  demoRecords = false,
  env,
}: { demoRecords?: boolean; env?: Record<string, string> } = {}): Promise<FarmFixture> {
  const testApp = await buildTestApp({ env });
  await seedDemoData(testApp.database, { farmRecords: demoRecords });
  const tokenOf = async (email: string, password: string) =>
    (
      await testApp.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password } })
    ).json<{ access_token: string }>().access_token;
  const callerFor =
    (token: string | undefined): Caller =>
    (method, url, payload, headers = {}) =>
      testApp.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      });
  const admin = callerFor(await tokenOf('admin@example.com', 'admin'));
  const staffCaller = callerFor(await tokenOf('staff@example.com', 'staff'));
  // The fixture's staff member works on every farm (given before each of their requests).
  const staff: Caller = async (method, url, payload, headers) => {
    await giveStaffEveryFarm(testApp.database);
    return staffCaller(method, url, payload, headers);
  };
  const created = async (response: LightMyRequestResponse) => {
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  return {
    ...testApp,
    admin,
    staff,
    staffOf: async (farmIds) => {
      await giveStaffOnly(testApp.database, farmIds);
      return staffCaller;
    },
    guest: callerFor(undefined),
    farm: async (name) =>
      created(await admin('POST', '/api/farms', { name: name ?? `Farm ${(counter += 1)}` })),
    flock: async (farmId, overrides = {}) =>
      created(
        await admin('POST', '/api/flocks', {
          farmId,
          name: `Flock ${(counter += 1)}`,
          type: 'broiler',
          breed: 'Ross 308',
          placedOn: '2026-09-01',
          chicksPlaced: 1000,
          freeChicks: 20,
          chickPrice: '52.50',
          ...overrides,
        }),
      ),
  };
}
