import Fastify from 'fastify';
import { openFloorDatabase, serveFloor } from './floor-server.ts';
import { floorListAreas } from './list-record-areas.ts';
import { floorListQuery } from './list-query.ts';
import type { FloorListRequest } from './list-query.ts';

// The floor for the list benchmark: a bare Fastify process on the same database as the real
// server, answering each record list with one hand-written SQL query that builds the response
// body itself. No sign-in, plugins, validation or logging.
const database = openFloorDatabase();
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

await serveFloor(app, database, 'list');
