import { todayIso } from '@flockbook/contracts';
import Fastify from 'fastify';
import { openFloorDatabase, serveFloor } from './floor-server.ts';
import { floorListAreas } from './list-record-areas.ts';
import { floorListQuery } from './list-query.ts';
import type { FloorListRequest } from './list-query.ts';
import { floorFlockListQuery, floorSetupAreas, flockListPath } from './list-setup-areas.ts';

// The floor for the list benchmark: a bare Fastify process on the same database as the real
// server, answering each list with one hand-written SQL query that builds the response
// body itself. No sign-in, plugins, validation or logging.
const database = openFloorDatabase();
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));

type ListQueryOf = (request: FloorListRequest) => ReturnType<typeof floorListQuery>;
const lists: [string, ListQueryOf][] = [
  ...[...floorListAreas, ...floorSetupAreas].map((area): [string, ListQueryOf] => [
    area.path,
    (request) => floorListQuery(area, request),
  ]),
  // Today as the server reads it, for the age of open flocks.
  [flockListPath, (request) => floorFlockListQuery(request, todayIso())],
];

for (const [path, queryOf] of lists) {
  app.get<{ Querystring: FloorListRequest }>(path, async (request, reply) => {
    const query = queryOf(request.query);
    if (!query) return reply.code(400).send({ detail: 'The floor does not sort by this.' });
    const [row] = await database.query(query.text, query.params);
    if (!row) throw new Error('The floor query answered no row.');
    return reply.type('application/json').send(row.body);
  });
}

await serveFloor(app, database, 'list');
