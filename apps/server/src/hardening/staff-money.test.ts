import { isMoneyField } from '@flockbook/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiSession } from './api-session.ts';
import type { ApiSession } from './api-session.ts';
import { validRequest } from './bad-requests.ts';
import { CANARY_MONEY, kindOf, moneyIn, showsCanary } from './money-leaks.ts';
import type { AnswerKind } from './money-leaks.ts';
import { fillPath } from './openapi-operations.ts';
import type { Operation } from './openapi-operations.ts';

let session: ApiSession;
beforeAll(async () => {
  // Every money field of every seeded record carries the canary value.
  session = await startApiSession((name) => (isMoneyField(name) ? CANARY_MONEY : undefined));
}, 120_000);
afterAll(() => session?.close());

const staffMay = (op: Operation) => op.roles?.includes('staff') === true;
const nameOf = (op: Operation) => `${op.method} ${op.path}`;

/** Each read of an operation: as it is, and in each `format` it offers (exports, reports). */
function readsOf(op: Operation): string[] {
  const url = validRequest(op, { ids: session.seeds.idOf }).url;
  const formats = op.query.find((param) => param.name === 'format')?.schema.enum ?? [];
  const join = url.includes('?') ? '&' : '?';
  return [url, ...formats.map((format) => `${url}${join}format=${String(format)}`)];
}

it('no staff answer or export of any operation carries money; admins get the same with it', async () => {
  const leaks: string[] = [];
  const adminSaw = new Set<AnswerKind>();
  const staffRead = new Set<AnswerKind>();
  let answers = 0;
  for (const op of session.operations.filter((op) => op.method === 'GET' && staffMay(op))) {
    for (const url of readsOf(op)) {
      const staff = await session.send('staff', { method: 'GET', url });
      expect(staff.statusCode, `staff ${url}: ${staff.body.slice(0, 200)}`).toBeLessThan(500);
      if (staff.statusCode >= 300) continue;
      answers += 1;
      staffRead.add(kindOf(staff));
      for (const leak of await moneyIn(staff)) leaks.push(`staff GET ${url}: ${leak}`);
      const admin = await session.send('admin', { method: 'GET', url });
      if (admin.statusCode < 300 && (await showsCanary(admin))) adminSaw.add(kindOf(admin));
    }
  }
  console.log(
    `staff money: ${answers} staff answers read (${[...staffRead].join(', ')}); ` +
      `the seeded price reached admins in ${[...adminSaw].join(', ')}; ${leaks.length} leaks`,
  );
  expect(leaks).toEqual([]);
  // The check sees money in every format staff read (else finding none would prove nothing).
  for (const kind of staffRead) if (kind !== 'other') expect(adminSaw, kind).toContain(kind);
}, 300_000);

it('no staff create or edit answers with money', async () => {
  const leaks: string[] = [];
  let checked = 0;
  const writes = session.operations.filter(
    (op) => (op.method === 'POST' || op.method === 'PATCH') && staffMay(op) && op.body,
  );
  for (const op of writes) {
    const record = op.method === 'PATCH' ? await currentVersion(op) : undefined;
    for (const optional of [false, true]) {
      const request = validRequest(op, { ids: session.seeds.idOf, optional, version: record });
      const response = await session.send('staff', { method: op.method, ...request });
      if (response.statusCode >= 300) continue;
      checked += 1;
      for (const leak of await moneyIn(response)) leaks.push(`staff ${nameOf(op)}: ${leak}`);
      const id = response.json<{ id?: string }>().id;
      if (op.method === 'POST' && id)
        await session.admin('DELETE', fillPath(`${op.path}/{id}`, { id }));
      break;
    }
  }
  console.log(`staff money: ${checked} of ${writes.length} staff writes answered and checked`);
  expect(checked).toBeGreaterThan(writes.length / 2);
  expect(leaks).toEqual([]);
}, 120_000);

async function currentVersion(op: Operation): Promise<number | undefined> {
  const url = validRequest(op, { ids: session.seeds.idOf }).url;
  const answer = await session.admin('GET', url);
  return answer.statusCode === 200 ? answer.json<{ version?: number }>().version : undefined;
}
