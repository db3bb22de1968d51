import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { problem } from '../lib/problem.ts';
import { sendProblem } from './problem-details.ts';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every other
 * non-API path answers index.html so the client router can take it. Unknown /api/* paths
 * answer a JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const built = existsSync(join(options.distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      // Files are listed once at start; everything else falls through to the handler below.
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes(`${join('/', 'assets', '/')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: run npm run build');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (a path with an extension, e.g. an old asset) is a 404, not the app page.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApi(path) && !isFile(path);
    if (!isPage) {
      return sendProblem(
        reply,
        problem(404, { detail: `No route ${request.method} ${path}`, instance: path }),
      );
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, then restart.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

function isFile(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path);
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
