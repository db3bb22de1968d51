import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { Plugin } from 'vite';

/** The build files the page's HTML loads at once (its entry script and what it preloads). */
export function entryFiles(html: string): string[] {
  const found = [...html.matchAll(/\b(?:src|href)="(\/assets\/[^"?#]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(found)];
}

/**
 * A name for this build's shell: it changes whenever one of its files does (build files carry
 * their hash in their names; the others are read).
 */
export async function shellVersion(outDir: string, shell: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const url of shell) {
    hash.update(url);
    if (!url.startsWith('/assets/')) hash.update(await readFile(join(outDir, url)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vite plugin: once the app is written, builds the app's service worker (`entry`, a classic
 * script, as it imports the mock's worker with `importScripts`) to `sw.js` beside it, with the
 * list of the shell's files to keep at install: `index.html`, the page's entry files and
 * `shellFiles` (icons, manifest), and a version named after their contents.
 */
export function appWorker({ entry, shellFiles }: { entry: string; shellFiles: string[] }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'flockbook-app-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const html = await readFile(join(outDir, 'index.html'), 'utf8');
      const shell = ['/index.html', ...shellFiles, ...entryFiles(html)];
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __APP_SHELL__: JSON.stringify(shell),
          __APP_VERSION__: JSON.stringify(await shellVersion(outDir, shell)),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          lib: {
            entry: resolve(root, entry),
            formats: ['iife'],
            name: 'flockbookAppWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
