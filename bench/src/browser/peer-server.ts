import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * The peer's server: its built app and the flock rows in the shape `ra-data-simple-rest`
 * reads (`range`, `sort`, and the total in `Content-Range`), over HTTP as Flockbook's list
 * gets its rows. Started by the browser benchmark with PEER_DIST_DIR and PEER_ROWS_FILE.
 */
type Row = Record<string, string | number>;

const distDir = process.env.PEER_DIST_DIR;
const rowsFile = process.env.PEER_ROWS_FILE;
if (!distDir || !rowsFile) throw new Error('PEER_DIST_DIR and PEER_ROWS_FILE must be set.');
const rows = JSON.parse(await readFile(rowsFile, 'utf8')) as Row[];

function parsed<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function compare(field: string, order: string) {
  const sign = order === 'DESC' ? -1 : 1;
  return (a: Row, b: Row): number => {
    const left = a[field] ?? '';
    const right = b[field] ?? '';
    return (left < right ? -1 : left > right ? 1 : 0) * sign;
  };
}

const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: path.resolve(distDir), index: 'index.html' });

app.get('/api/health', async () => ({ status: 'ok' }));

app.get('/api/flocks', async (request, reply) => {
  const query = request.query as Record<string, unknown>;
  const [field = 'id', order = 'ASC'] = parsed<string[]>(query.sort, []);
  const [start = 0, end = rows.length - 1] = parsed<number[]>(query.range, []);
  const page = [...rows].sort(compare(field, order)).slice(start, end + 1);
  const last = start + Math.max(page.length - 1, 0);
  return reply.header('content-range', `flocks ${start}-${last}/${rows.length}`).send(page);
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
