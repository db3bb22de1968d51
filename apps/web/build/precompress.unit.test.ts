import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes gzip and brotli copies of text files that decompress to the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const flocks = [];\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<div></div>'.repeat(200)}`);
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'x()');
    writeFileSync(join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));

    const written = (await precompressDir(dir)).map((path) => path.slice(dir.length + 1)).sort();

    expect(written).toEqual([
      'assets/app-1a2b.js.br',
      'assets/app-1a2b.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const gz = readFileSync(join(dir, 'assets', 'app-1a2b.js.gz'));
    const br = readFileSync(join(dir, 'assets', 'app-1a2b.js.br'));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gz.length).toBeLessThan(script.length / 10);
  });
});
