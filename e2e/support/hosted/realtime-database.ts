import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { freePort } from '../server-process.ts';
import { closeServer, readBody, sendJson } from './http.ts';

/**
 * Stands in for the Realtime Database REST API on `users/{uid}`, with the rule
 * `auth.uid === $uid`: `GET`/`PUT /users/{uid}.json?auth=<idToken>`, JSON kept in memory.
 * The emulator signs nothing, so a token counts only while its account exists there
 * (accounts:lookup), besides naming {uid} and being unexpired.
 */

export type RunningDatabase = {
  url: string;
  /** What is stored at users/{uid}, or null. */
  record: (uid: string) => unknown;
  stop: () => Promise<void>;
};

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, PUT',
  'access-control-allow-headers': 'content-type',
};

/** The uid of a live emulator account the token belongs to, or undefined. */
async function uidOf(idToken: string, authEmulatorUrl: string): Promise<string | undefined> {
  const claims = JSON.parse(
    Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8') || 'null',
  ) as { user_id?: string; sub?: string; exp?: number } | null;
  const uid = claims?.user_id ?? claims?.sub;
  if (uid === undefined || (claims?.exp ?? 0) * 1000 < Date.now()) return undefined;
  const lookup = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    },
  );
  if (!lookup.ok) return undefined;
  const body = (await lookup.json()) as { users?: { localId?: string }[] };
  return body.users?.[0]?.localId === uid ? uid : undefined;
}

export async function startRealtimeDatabase(options: {
  authEmulatorUrl: string;
  port?: number;
}): Promise<RunningDatabase> {
  const port = options.port ?? (await freePort());
  const records = new Map<string, unknown>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-max-age': '600' });
      res.end();
      return;
    }
    const path = /^\/users\/([^/.]+)\.json$/.exec(url.pathname);
    if (!path) return sendJson(res, 404, { error: 'Not found' }, cors);
    const uid = decodeURIComponent(path[1] ?? '');
    const token = url.searchParams.get('auth') ?? '';
    let owner: string | undefined;
    try {
      owner = token === '' ? undefined : await uidOf(token, options.authEmulatorUrl);
    } catch {
      owner = undefined;
    }
    if (owner !== uid) return sendJson(res, 401, { error: 'Permission denied' }, cors);
    if (req.method === 'GET') return sendJson(res, 200, records.get(uid) ?? null, cors);
    if (req.method !== 'PUT') return sendJson(res, 405, { error: 'Method not allowed' }, cors);
    let value: unknown;
    try {
      value = JSON.parse(await readBody(req));
    } catch {
      return sendJson(res, 400, { error: "Invalid data; couldn't parse JSON object." }, cors);
    }
    if (value === null) records.delete(uid);
    else records.set(uid, value);
    sendJson(res, 200, value, cors);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendJson(res, 500, { error: String(error) }, cors));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    record: (uid) => records.get(uid) ?? null,
    stop: () => closeServer(server),
  };
}
