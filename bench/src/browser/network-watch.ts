import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Request } from 'playwright-core';
import type { FileBytes, ScriptFiles } from './script-files.ts';

type Measured = { name: string; bytes: FileBytes } | null;

async function measure(request: Request): Promise<Measured> {
  const response = await request.response();
  if (response === null || response.status() !== 200) return null;
  const contentType = response.headers()['content-type'] ?? '';
  if (request.resourceType() !== 'script' && !contentType.includes('javascript')) return null;
  const body = await response.body();
  const sizes = await request.sizes();
  const bytes = {
    raw: body.length,
    // Level 9, as the build tools report gzip sizes; the same for every app measured.
    gzip: gzipSync(body, { level: 9 }).length,
    transferred: sizes.responseBodySize,
  };
  return { name: new URL(request.url()).pathname, bytes };
}

export type NetworkWatch = {
  /**
   * The JavaScript responses finished so far. Their bodies are read and compressed only now,
   * once the timing is done: read as each arrived, the benchmark's own work (the bodies sent
   * over the DevTools protocol, gzip at level 9) shared the machine with the page it timed.
   */
  scripts: () => Promise<ScriptFiles>;
  /** Resolves once no request has been in flight for `quietMs` (client-side navigations too). */
  quiet: (quietMs?: number) => Promise<void>;
};

/** Watches every request of a browser context from now on. */
export function watchNetwork(context: BrowserContext): NetworkWatch {
  const finished: Request[] = [];
  const measured = new Map<Request, Promise<Measured>>();
  let inFlight = 0;
  let lastChange = performance.now();
  const settle = (): void => {
    inFlight -= 1;
    lastChange = performance.now();
  };
  context.on('request', () => {
    inFlight += 1;
    lastChange = performance.now();
  });
  context.on('requestfailed', settle);
  context.on('requestfinished', (request) => {
    settle();
    finished.push(request);
  });
  return {
    scripts: async () => {
      const files: ScriptFiles = {};
      for (const request of finished) {
        if (!measured.has(request)) measured.set(request, measure(request));
        const item = await measured.get(request);
        if (item) files[item.name] = item.bytes;
      }
      return files;
    },
    quiet: async (quietMs = 500) => {
      const deadline = performance.now() + 30_000;
      while (inFlight > 0 || performance.now() - lastChange < quietMs) {
        if (performance.now() > deadline) throw new Error('The page never stopped loading.');
        await delay(50);
      }
    },
  };
}
