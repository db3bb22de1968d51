import type { LightMyRequestResponse } from 'fastify';
import { gateStatus, refusalMessage } from './answer-checks.ts';
import type { Role } from './answer-checks.ts';
import type { ApiSession } from './api-session.ts';
import { badRequests, validRequest } from './bad-requests.ts';
import type { BadRequest, RequestContext } from './bad-requests.ts';
import { fieldOf } from './schema-examples.ts';
import type { IdLookup } from './schema-examples.ts';
import { fillPath, paramKind } from './openapi-operations.ts';
import type { Operation } from './openapi-operations.ts';

/** Requests a role that is turned away anyway gets: enough to see it turned away every time. */
const GATED_SAMPLE = 4;
const ANSWER_WITHIN_MS = 30_000;

/** Bearer tokens that are not ones the server issued. */
const FORGED_TOKENS = [
  'Bearer x.y.z',
  `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","role":["admin"]}').toString('base64url')}.`,
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW5AZXhhbXBsZS5jb206YWRtaW4=',
];

export type BadInputTally = {
  requests: number;
  serverErrors: number;
  /** Operations whose valid request was accepted by some role (the rest were refused). */
  validAccepted: Set<string>;
  failures: string[];
};

export const newTally = (): BadInputTally => ({
  requests: 0,
  serverErrors: 0,
  validAccepted: new Set(),
  failures: [],
});

const roles: Role[] = ['admin', 'staff', 'guest'];
const nameOf = (op: Operation) => `${op.method} ${op.path}`;

/**
 * Sends every bad variant of an operation as each role, checking each answer: no 5xx, a
 * message on every 4xx, the role gate (401/403) before anything else, and no acceptance of
 * what must be refused. Accepted edits are undone and accepted creations deleted, so one
 * request never changes what the next one meets.
 */
export async function runOperation(
  session: ApiSession,
  op: Operation,
  tally: BadInputTally,
): Promise<void> {
  const context = await calibrate(session, op);
  for (const role of roles) {
    const gate = gateStatus(role, op.roles);
    const current = op.method === 'PATCH' ? await currentRecord(session, op) : undefined;
    context.version = current?.version;
    const variants = badRequests(op, context);
    const valid = validRequest(op, context);
    // A valid delete goes last: it removes the record the other variants address.
    let requests: BadRequest[] =
      op.method === 'DELETE' ? [...variants, valid] : [valid, ...variants];
    if (gate) requests = requests.slice(0, GATED_SAMPLE);
    if (role === 'guest' && op.roles) {
      requests.push(
        ...FORGED_TOKENS.map((token) => ({
          ...valid,
          label: `forged token ${token.slice(0, 12)}`,
          headers: { authorization: token },
        })),
      );
    }
    for (const request of requests) {
      withCurrentVersion(request, context.version);
      const response = await sendChecked(session, role, op, request, gate, tally);
      if (!response || response.statusCode >= 300) continue;
      if (request.label === 'valid') tally.validAccepted.add(nameOf(op));
      await undo(session, op, request, response, context, current?.record);
    }
  }
}

async function sendChecked(
  session: ApiSession,
  role: Role,
  op: Operation,
  request: BadRequest,
  gate: number | undefined,
  tally: BadInputTally,
): Promise<LightMyRequestResponse | undefined> {
  tally.requests += 1;
  const where = `${role} ${op.method} ${request.url.slice(0, 160)} [${request.label}]`;
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), ANSWER_WITHIN_MS).unref(),
  );
  const response = await Promise.race([
    session.send(role, { method: op.method, ...request }),
    timeout,
  ]);
  if (!response) {
    tally.failures.push(`no answer within ${ANSWER_WITHIN_MS / 1000} s: ${where}`);
    return undefined;
  }
  const status = response.statusCode;
  const fail = (why: string) =>
    tally.failures.push(`${status} ${why}: ${where} ${response.body.slice(0, 200)}`);
  if (status >= 500) {
    tally.serverErrors += 1;
    fail('server error');
  } else if (gate && status !== gate) fail(`expected ${gate}`);
  else if (status >= 400 && !refusalMessage(response)) fail('refusal without a message');
  else if (status < 300 && request.refuse) fail('accepted what must be refused');
  return response;
}

const MAX_CALIBRATION_TRIES = 12;

/**
 * The valid request the variants start from: the first one admin gets accepted among the
 * required fields only or all fields, with the seeded records or other ones of each referenced
 * kind (eggs need a layer flock, a second salary needs another employee...).
 */
async function calibrate(session: ApiSession, op: Operation): Promise<RequestContext> {
  const seeds = session.seeds;
  const fallback: RequestContext = { ids: seeds.idOf };
  if (!op.body || op.method === 'DELETE' || !op.roles) return fallback;
  const idFields = Object.entries(op.body.properties ?? {})
    .filter(([, schema]) => fieldOf(schema).kind === 'id')
    .map(([name]) => name.replace(/Id$/, ''));
  const lookups: IdLookup[] = [seeds.idOf];
  for (const field of idFields) {
    for (const other of await seeds.alternatives(field)) {
      lookups.push((kind) => (kind === field ? other : seeds.idOf(kind)));
    }
  }
  let tries = 0;
  for (const optional of [false, true]) {
    for (const ids of lookups) {
      if ((tries += 1) > MAX_CALIBRATION_TRIES) return fallback;
      const version =
        op.method === 'PATCH' ? (await currentRecord(session, op))?.version : undefined;
      const context: RequestContext = { ids, optional, version };
      const request = validRequest(op, context);
      const response = await session.send('admin', { method: op.method, ...request });
      if (response.statusCode < 300) {
        await undo(session, op, request, response, context, undefined);
        return context;
      }
    }
  }
  return fallback;
}

type Current = { version: number | undefined; record: Record<string, unknown> };

/** The record a PATCH addresses, read as admin (its version and values to restore). */
async function currentRecord(session: ApiSession, op: Operation): Promise<Current | undefined> {
  const url = validRequest(op, { ids: session.seeds.idOf }).url.split('?')[0]!;
  const response = await session.admin('GET', url);
  if (response.statusCode !== 200) return undefined;
  const record = response.json<Record<string, unknown>>();
  return { version: typeof record.version === 'number' ? record.version : undefined, record };
}

/** Restores what an accepted request changed: edits get the old value back, creations go. */
async function undo(
  session: ApiSession,
  op: Operation,
  request: BadRequest,
  response: LightMyRequestResponse,
  context: RequestContext,
  original: Record<string, unknown> | undefined,
): Promise<void> {
  const answer = safeJson(response);
  if (op.method === 'PATCH') {
    if (typeof answer?.version === 'number') context.version = answer.version;
    const field = request.field;
    if (!field || !original || field[0] === 'version') return;
    const name = field[0]!;
    if (!(name in original)) return;
    const restore = { [name]: original[name], version: context.version };
    const undone = await session.admin('PATCH', request.url, restore);
    const after = safeJson(undone);
    if (typeof after?.version === 'number') context.version = after.version;
  } else if (op.method === 'POST' && op.pathParams.length === 0 && typeof answer?.id === 'string') {
    const remover = session.operations.find(
      (candidate) => candidate.method === 'DELETE' && candidate.path === `${op.path}/{id}`,
    );
    if (remover) await session.admin('DELETE', fillPath(remover.path, { id: answer.id }));
  } else if (op.method === 'DELETE') {
    session.seeds.forget(paramKind(op.path, 'id'));
  }
}

/** Edits carry the record's version as it is now (an accepted edit moved it on). */
function withCurrentVersion(request: BadRequest, version: number | undefined): void {
  const payload = request.payload as Record<string, unknown> | undefined;
  if (version === undefined || request.field?.[0] === 'version' || request.contentType) return;
  if (payload && typeof payload === 'object' && 'version' in payload) payload.version = version;
}

function safeJson(response: LightMyRequestResponse): Record<string, unknown> | undefined {
  try {
    const body: unknown = response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
