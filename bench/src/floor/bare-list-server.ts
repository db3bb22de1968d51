import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { floorListAreas } from './list-record-areas.ts';
import { floorListQuery } from './list-query.ts';
import type { FloorListRequest } from './list-query.ts';

// The floor for the list benchmark: a bare Fastify process on the same database as the real
// server, answering each record list with one hand-written SQL query that builds the response
// body itself. No sign-in, plugins, validation or logging.
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? './data';

type Query = (text: string, params: unknown[]) => Promise<{ body: string }[]>;

function openDatabase(): { query: Query; close: () => Promise<void> } {
  if (databaseUrl) {
    // The real server's pool size.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return {
      query: async (text, params) => (await pool.query<{ body: string }>(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const client = new PGlite(path.join(dataDir, 'pglite'));
  return {
    query: async (text, params) => (await client.query<{ body: string }>(text, params)).rows,
    close: () => client.close(),
  };
}

const database = openDatabase();
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));

for (const area of floorListAreas) {
  app.get<{ Querystring: FloorListRequest }>(area.path, async (request, reply) => {
    const query = floorListQuery(area, request.query);
    if (!query) return reply.code(400).send({ detail: 'The floor does not sort by this.' });
    const [row] = await database.query(query.text, query.params);
    if (!row) throw new Error('The floor query answered no row.');
    return reply.type('application/json').send(row.body);
  });
}

async function shutdown(): Promise<void> {
  await app.close();
  await database.close();
  process.exit(0);
}

process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());

await app.listen({ port, host });
console.log(`Bare list floor is ready at http://${host}:${port}`);
