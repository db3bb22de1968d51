import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryFiles, shellVersion } from './app-worker.ts';

describe('entryFiles', () => {
  it("lists the build files the page's HTML loads, once each", () => {
    const html = `<script type="module" crossorigin src="/assets/index-B1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/app-start-C2.js">
      <link rel="stylesheet" href="/assets/page-D3.css"><link rel="icon" href="/favicon.svg" />
      <link rel="modulepreload" href="/assets/app-start-C2.js">`;
    expect(entryFiles(html)).toEqual([
      '/assets/index-B1.js',
      '/assets/app-start-C2.js',
      '/assets/page-D3.css',
    ]);
  });
});

describe('shellVersion', () => {
  it('changes when a shell file changes, and with the build files named', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shell-version-'));
    try {
      await writeFile(join(dir, 'index.html'), '<p>one</p>');
      const first = await shellVersion(dir, ['/index.html', '/assets/a-1.js']);
      expect(await shellVersion(dir, ['/index.html', '/assets/a-1.js'])).toBe(first);
      expect(await shellVersion(dir, ['/index.html', '/assets/a-2.js'])).not.toBe(first);
      await writeFile(join(dir, 'index.html'), '<p>two</p>');
      expect(await shellVersion(dir, ['/index.html', '/assets/a-1.js'])).not.toBe(first);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
