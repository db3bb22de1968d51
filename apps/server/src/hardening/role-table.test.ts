import { FARM_AREAS, FARM_AREA_IDS } from '@flockbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalMessage } from './answer-checks.ts';
import type { Role } from './answer-checks.ts';
import { startApiSession } from './api-session.ts';
import type { ApiSession } from './api-session.ts';
import { validRequest } from './bad-requests.ts';
import { expectedRoles } from './role-table.ts';

let session: ApiSession;
beforeAll(async () => {
  session = await startApiSession();
}, 120_000);
afterAll(() => session?.close());

const nameOf = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
const sorted = (roles: readonly string[]) => [...roles].sort();
/** The operations a farm area's collection answers, and the action each one is. */
const recordOperations = (api: string) =>
  [
    ['GET', api, 'read'],
    ['POST', api, 'create'],
    ['GET', `${api}/{id}`, 'read'],
    ['PATCH', `${api}/{id}`, 'update'],
    ['DELETE', `${api}/{id}`, 'delete'],
  ] as const;

describe('the role table', () => {
  it('every operation declares the roles it admits (x-roles), as the domain role table says', () => {
    const wrong: string[] = [];
    for (const op of session.operations) {
      const expected = expectedRoles(op);
      if (expected === 'public') {
        if (op.roles) wrong.push(`${nameOf(op)}: public, yet admits only ${op.roles.join(', ')}`);
      } else if ('unknown' in expected) {
        wrong.push(`${nameOf(op)}: ${expected.unknown}`);
      } else if (!op.roles) {
        wrong.push(`${nameOf(op)}: declares no roles (no role guard)`);
      } else if (sorted(op.roles).join() !== sorted(expected).join()) {
        wrong.push(
          `${nameOf(op)}: admits ${op.roles.join(', ')}; the domain says ${expected.join(', ')}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('registers every area of the farm area list at its API path with its roles, and no other', () => {
    const roles = new Map(session.operations.map((op) => [nameOf(op), op.roles]));
    const wrong: string[] = [];
    for (const id of FARM_AREA_IDS) {
      const { paths, roles: listed } = FARM_AREAS[id];
      for (const [method, path, action] of recordOperations(paths.api)) {
        const name = `${method} ${path}`;
        if (!roles.has(name)) wrong.push(`${id}: ${name} is not registered`);
        else if (sorted(roles.get(name) ?? []).join() !== sorted(listed[action]).join())
          wrong.push(
            `${id}: ${name} admits ${roles.get(name)?.join(', ')}; the list says ${listed[action].join(', ')}`,
          );
      }
    }
    // A collection with the five record operations is a farm area: it must be in the list.
    const listedApis = new Set<string>(FARM_AREA_IDS.map((id) => FARM_AREAS[id].paths.api));
    for (const op of session.operations) {
      if (op.method !== 'POST' || listedApis.has(op.path)) continue;
      if (recordOperations(op.path).every(([method, path]) => roles.has(`${method} ${path}`)))
        wrong.push(`${op.path}: a record area that is not in the farm area list`);
    }
    expect(wrong).toEqual([]);
  });

  it('staff never delete, and every delete is declared', () => {
    const deletes = session.operations.filter((op) => op.method === 'DELETE');
    expect(deletes.length).toBeGreaterThan(0);
    for (const op of deletes) expect(op.roles, nameOf(op)).toEqual(['admin']);
  });

  it('a guest gets 401, a role not admitted 403 naming the role needed, an admitted one neither', async () => {
    const wrong: string[] = [];
    let requests = 0;
    const protectedOps = session.operations.filter((op) => op.roles);
    // Deletes go last: admin's valid delete removes the record the others address.
    const ordered = [
      ...protectedOps.filter((op) => op.method !== 'DELETE'),
      ...protectedOps.filter((op) => op.method === 'DELETE'),
    ];
    for (const op of ordered) {
      for (const role of ['guest', 'staff', 'admin'] as Role[]) {
        const request = validRequest(op, { ids: session.seeds.idOf });
        const response = await session.send(role, { method: op.method, ...request });
        requests += 1;
        const status = response.statusCode;
        const admitted = role !== 'guest' && op.roles!.includes(role);
        const expected = role === 'guest' ? 401 : admitted ? undefined : 403;
        const where = `${role} ${nameOf(op)}`;
        if (expected && status !== expected)
          wrong.push(`${where}: ${status}, expected ${expected}`);
        else if (!expected && (status === 401 || status === 403))
          wrong.push(`${where}: ${status} for an admitted role ${response.body.slice(0, 120)}`);
        else if (expected && !refusalMessage(response))
          wrong.push(`${where}: ${status} without a message`);
        else if (expected === 403 && !op.roles!.some((needed) => response.body.includes(needed)))
          wrong.push(
            `${where}: the 403 does not name the role needed: ${response.body.slice(0, 120)}`,
          );
      }
    }
    console.log(`role table: ${ordered.length} protected operations, ${requests} requests`);
    expect(wrong).toEqual([]);
  }, 120_000);
});
