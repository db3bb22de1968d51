import { todayIso } from '@flockbook/contracts';
import Fastify from 'fastify';
import { dailySql } from './daily-sql.ts';
import { dashboardSql } from './dashboard-sql.ts';
import { openFloorDatabase, serveFloor } from './floor-server.ts';
import { feedUsagePageSql } from './list-sql.ts';
import { summarySql } from './summary-sql.ts';

// The floor for the report benchmarks: a bare Fastify process on the same database as the real
// server, answering each benchmarked route with one hand-written SQL query that builds the
// response body itself. No sign-in, plugins, validation or logging.
// JIT off: the planner's estimate for the one big dashboard query crosses jit_above_cost, and
// compiling it takes longer than running it (the server's many small queries stay under the
// threshold). PGlite has no JIT.
const database = openFloorDatabase('-c jit=off');
const app = Fastify({ logger: false });

async function answer(text: string, params: unknown[]): Promise<string> {
  const [row] = await database.query(text, params);
  if (!row) throw new Error('The floor query answered no row.');
  return row.body;
}

app.get('/api/health', async () => ({ status: 'ok' }));

app.get<{ Params: { id: string } }>('/api/flocks/:id/summary', async (request, reply) =>
  reply.type('application/json').send(await answer(summarySql, [todayIso(), request.params.id])),
);

app.get<{ Params: { id: string } }>('/api/flocks/:id/daily', async (request, reply) =>
  reply.type('application/json').send(await answer(dailySql, [todayIso(), request.params.id])),
);

app.get('/api/dashboard', async (_request, reply) =>
  reply.type('application/json').send(await answer(dashboardSql, [todayIso()])),
);

app.get<{
  Querystring: {
    farmId: string;
    from: string;
    to: string;
    page?: string;
    pageSize?: string;
    sort?: string;
  };
}>('/api/feed-usages', async (request, reply) => {
  const { farmId, from, to, sort = 'date:desc' } = request.query;
  if (sort !== 'date:desc')
    return reply.code(400).send({ detail: 'The floor sorts by date:desc only.' });
  const pageSize = Number(request.query.pageSize ?? 25);
  const offset = (Number(request.query.page ?? 1) - 1) * pageSize;
  return reply
    .type('application/json')
    .send(await answer(feedUsagePageSql, [farmId, from, to, pageSize, offset]));
});

await serveFloor(app, database, 'report');
