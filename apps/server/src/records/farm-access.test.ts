import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiSession } from '../hardening/api-session.ts';
import type { ApiSession } from '../hardening/api-session.ts';
import { validRequest } from '../hardening/bad-requests.ts';
import { shownText } from '../hardening/money-leaks.ts';
import { fillPath } from '../hardening/openapi-operations.ts';
import type { Operation } from '../hardening/openapi-operations.ts';
import { RecordSeeds } from '../hardening/seed-records.ts';
import { NO_SUCH_FARM, NO_SUCH_FLOCK } from './references.ts';

// The farm-access matrix, generated from the OpenAPI document like the hardening suites: the
// demo staff member works on farm A only; one record of every kind exists on farm A and on
// farm B. For every operation staff may call, nothing of farm B is read or written.

let session: ApiSession;
/** Farm A's records (the staff member's) and farm B's (the session's seeds). */
let farmA: RecordSeeds;
let markersOfB: RegExp[];

const nameOf = (op: Operation) => `${op.method} ${op.path}`;
/**
 * Not walked here: vaccination programmes belong to no farm (every farm shares them), and a
 * dose needs an item of the flock's programme, which the seeds cannot name; a dose naming
 * another farm's flock is refused in programmes.test.ts.
 */
const WALKED_ELSEWHERE = ['/api/vaccination-programmes', '/api/programme-doses'];
/** Farm data: every operation staff may call except their own account's. */
const isFarmData = (op: Operation) =>
  op.roles?.includes('staff') === true &&
  !op.path.startsWith('/api/auth') &&
  !WALKED_ELSEWHERE.some((path) => op.path.startsWith(path));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  session = await startApiSession();
  farmA = new RecordSeeds(session.operations, session.admin);
  await farmA.seedAll();
  const people = (await session.admin('GET', '/api/users')).json<{
    data: { id: string; email: string }[];
  }>();
  const staffId = people.data.find((person) => person.email === 'staff@example.com')?.id ?? '';
  const given = await session.admin('PATCH', `/api/users/${staffId}`, {
    farmIds: [farmA.idOf('farm')],
  });
  expect(given.statusCode, given.body).toBe(200);
  // Farm B shows by its records' ids, its farm's name and its flock's (names end in a number).
  const names = await Promise.all(
    (['farms', 'flocks'] as const).map(async (kind) => {
      const id = session.seeds.idOf(kind) ?? '';
      return (await session.admin('GET', `/api/${kind}/${id}`)).json<{ name: string }>().name;
    }),
  );
  markersOfB = [
    ...[...session.seeds.all().values()].map((id) => new RegExp(escape(id))),
    ...names.map((name) => new RegExp(`${escape(name)}(?!\\d)`)),
  ];
}, 240_000);
afterAll(() => session?.close());

const showsB = async (response: Parameters<typeof shownText>[0]) => {
  const text = await shownText(response);
  return markersOfB.filter((marker) => marker.test(text)).map(String);
};

/** Each read of an operation: as it is, in each format it offers, and filtered to farm B. */
function readsOf(op: Operation, ids: (kind: string) => string | undefined): string[] {
  const url = validRequest(op, { ids }).url;
  const join = url.includes('?') ? '&' : '?';
  const formats = op.query.find((param) => param.name === 'format')?.schema.enum ?? [];
  const filters = op.query
    .filter((param) => ['farmId', 'flockId'].includes(param.name) && !param.required)
    .map((param) => `${param.name}=${ids(param.name.replace(/Id$/, ''))}`);
  return [
    url,
    ...formats.map((format) => `${url}${join}format=${String(format)}`),
    ...filters.map((filter) => `${url}${join}${filter}`),
  ];
}

it('staff read nothing of another farm: its records answer 404, lists, exports, figures and reports leave it out', async () => {
  const leaks: string[] = [];
  let adminSawB = 0;
  let checked = 0;
  const reads = session.operations.filter((op) => op.method === 'GET' && isFarmData(op));
  for (const op of reads) {
    for (const url of readsOf(op, session.seeds.idOf)) {
      const staff = await session.send('staff', { method: 'GET', url });
      checked += 1;
      if (op.pathParams.length > 0 && staff.statusCode !== 404) {
        leaks.push(`${url}: ${staff.statusCode}, not 404`);
      } else if (staff.statusCode < 300) {
        for (const marker of await showsB(staff)) leaks.push(`${url} shows ${marker}`);
      } else if (staff.statusCode >= 500) leaks.push(`${url}: ${staff.statusCode}`);
      // The same read as admin shows farm B, so the check above could see it.
      const admin = await session.send('admin', { method: 'GET', url });
      if (admin.statusCode < 300 && (await showsB(admin)).length > 0) adminSawB += 1;
    }
  }
  console.log(
    `farm access: ${checked} staff reads of ${reads.length} operations; admin saw farm B in ${adminSawB}`,
  );
  expect(leaks).toEqual([]);
  expect(adminSawB).toBeGreaterThan(reads.length / 2);
}, 300_000);

it("staff read their own farm's records by id", async () => {
  const refused: string[] = [];
  const reads = session.operations.filter(
    (op) => op.method === 'GET' && isFarmData(op) && op.pathParams.length > 0,
  );
  for (const op of reads) {
    const url = validRequest(op, { ids: farmA.idOf }).url;
    const staff = await session.send('staff', { method: 'GET', url });
    if (staff.statusCode !== 200)
      refused.push(`${url}: ${staff.statusCode} ${staff.body.slice(0, 120)}`);
  }
  expect(reads.length).toBeGreaterThan(5);
  expect(refused).toEqual([]);
}, 120_000);

it('staff change nothing of another farm: its records answer 404, a flock or farm of it is refused at its field', async () => {
  const wrong: string[] = [];
  let created = 0;
  const writes = session.operations.filter(
    (op) => (op.method === 'POST' || op.method === 'PATCH') && isFarmData(op) && op.body,
  );
  const idsOfB = new Set(session.seeds.all().values());
  for (const op of writes) {
    const version = op.method === 'PATCH' ? await versionOf(op) : undefined;
    if (op.pathParams.length > 0) {
      // Farm B's record, by its id.
      const request = validRequest(op, { ids: session.seeds.idOf, optional: true, version });
      const answer = await session.send('staff', { method: op.method, ...request });
      if (answer.statusCode !== 404) wrong.push(`${nameOf(op)} on B: ${answer.statusCode}`);
    }
    // A record of farm A (or a new one) naming farm B's flock or farm.
    const url = validRequest(op, { ids: farmA.idOf }).url;
    const payload = validRequest(op, { ids: session.seeds.idOf, optional: true, version })
      .payload as Record<string, unknown>;
    const namesB = Object.entries(payload).filter(([, value]) => idsOfB.has(String(value)));
    if (namesB.length === 0) continue;
    const answer = await session.send('staff', { method: op.method, url, payload });
    const fields = Object.keys(answer.json<{ errors?: object }>().errors ?? {});
    if (answer.statusCode !== 400 || !fields.some((field) => ['flockId', 'farmId'].includes(field)))
      wrong.push(
        `${nameOf(op)} naming B's ${namesB.map(([name]) => name)}: ${answer.statusCode} ${answer.body.slice(0, 160)}`,
      );
    // The same with farm A's own flock and farm passes the farm check (the domain's own rules,
    // such as stock, may still refuse it): the refusal above is about the farm.
    if (op.method === 'POST') {
      const own = validRequest(op, { ids: farmA.idOf, optional: true });
      const made = await session.send('staff', { method: 'POST', ...own });
      const errors = Object.values(made.json<{ errors?: object }>().errors ?? {});
      if (made.statusCode === 201) {
        created += 1;
        const id = made.json<{ id: string }>().id;
        await session.admin('DELETE', fillPath(`${op.path}/{id}`, { id }));
      } else if (errors.some((error) => [NO_SUCH_FARM, NO_SUCH_FLOCK].includes(String(error))))
        wrong.push(`${nameOf(op)} on A: ${made.statusCode} ${made.body.slice(0, 160)}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(created).toBeGreaterThan(5);
}, 300_000);

async function versionOf(op: Operation): Promise<number | undefined> {
  const url = validRequest(op, { ids: farmA.idOf }).url;
  const answer = await session.admin('GET', url);
  return answer.statusCode === 200 ? answer.json<{ version?: number }>().version : undefined;
}
