import { seedDemoData } from '@flockbook/db';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';
import type { Role } from './answer-checks.ts';
import { readOperations } from './openapi-operations.ts';
import type { Operation } from './openapi-operations.ts';
import { RecordSeeds } from './seed-records.ts';
import type { Caller } from './seed-records.ts';
import type { ExampleOptions } from './schema-examples.ts';

export type RawRequest = {
  method: string;
  url: string;
  payload?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
};

/** Gives the demo staff member every farm there is, as an admin does on the People screen. */
async function giveStaffEveryFarm(admin: Caller): Promise<void> {
  const farms = (await admin('GET', '/api/farms?pageSize=100')).json<{ data: { id: string }[] }>();
  const people = (await admin('GET', '/api/users')).json<{
    data: { id: string; email: string }[];
  }>();
  const staff = people.data.find((person) => person.email === 'staff@example.com');
  const given = await admin('PATCH', `/api/users/${staff?.id}`, {
    farmIds: farms.data.map((farm) => farm.id),
  });
  if (given.statusCode !== 200) throw new Error(`staff farms: ${given.body}`);
}

export type ApiSession = TestApp & {
  operations: Operation[];
  seeds: RecordSeeds;
  /** Sends as a role; raw text payloads go with their content type. */
  send(role: Role, request: RawRequest): Promise<LightMyRequestResponse>;
  admin: Caller;
  staff: Caller;
};

/**
 * The real app on a fresh database with open registration, the demo admin and staff signed
 * in, its OpenAPI operations read, and one record of every kind seeded as admin, on a farm the
 * staff member works on.
 * Set HARDENING_LOG_LEVEL=error to see the server's log of each failure.
 */
export async function startApiSession(money?: ExampleOptions['money']): Promise<ApiSession> {
  const testApp = await buildTestApp({
    env: { SIGNUP: 'open', LOG_LEVEL: process.env.HARDENING_LOG_LEVEL ?? 'silent' },
  });
  await seedDemoData(testApp.database, { farmRecords: false });
  const signIn = async (email: string, password: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password },
    });
    return response.json<{ access_token: string }>().access_token;
  };
  const tokens: Record<Role, string | undefined> = {
    guest: undefined,
    staff: await signIn('staff@example.com', 'staff'),
    admin: await signIn('admin@example.com', 'admin'),
  };
  const send = (role: Role, request: RawRequest) => {
    const token = tokens[role];
    const headers: Record<string, string> = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...request.headers,
    };
    const payload = request.payload;
    return testApp.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(payload === undefined
        ? {}
        : { payload: request.contentType ? (payload as string) : (payload as object) }),
    });
  };
  const callerFor =
    (role: Role): Caller =>
    (method, url, payload) =>
      send(role, { method, url, payload });
  const operations = await readOperations(testApp.app);
  const seeds = new RecordSeeds(operations, callerFor('admin'), money);
  await seeds.seedAll();
  await giveStaffEveryFarm(callerFor('admin'));
  return {
    ...testApp,
    operations,
    seeds,
    send,
    admin: callerFor('admin'),
    staff: callerFor('staff'),
  };
}
