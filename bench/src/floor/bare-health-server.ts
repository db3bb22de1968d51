import Fastify from 'fastify';
// Only the header values: a module of helmet and constants, nothing else of the server.
import { securityHeaderValues } from '@flockbook/server/security-policy';

// The floor for the health benchmarks: a bare Fastify process answering GET /api/health with
// the same JSON shape as the real server, without a database query, plugins or logging. It
// sends the same security headers (set from a constant): every real answer must carry them,
// and they are a good part of the bytes written.
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify({ logger: false });
const headers = securityHeaderValues([]);
app.addHook('onRequest', (_request, reply, done) => {
  reply.headers(headers);
  done();
});

app.get('/api/health', async () => ({
  status: 'ok',
  version: '0.0.0-floor',
  uptimeSeconds: Math.round(process.uptime()),
  database: { driver: 'pglite', ok: true, latencyMs: 0 },
}));

async function shutdown(): Promise<void> {
  await app.close();
  process.exit(0);
}

process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());

await app.listen({ port, host });
console.log(`Bare health floor is ready at http://${host}:${port}`);
