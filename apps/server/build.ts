import { readFile, rm } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

// `npm run build -w @flockbook/server`: the server as JavaScript in dist/, which `npm run serve`
// starts without compiling TypeScript (loading the sources through tsx takes seconds). The
// workspaces' sources are bundled, the installed packages stay where they are, and the app
// comes as a chunk of its own so main.ts can start the database before loading it.

const outdir = fileURLToPath(new URL('./dist', import.meta.url));

const sourcesInPlace: Plugin = {
  name: 'sources-in-place',
  setup(bundler) {
    // Installed packages load from node_modules as they would from the sources.
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@flockbook/') ? undefined : { path, external: true },
    );
    // Each module keeps its own location: paths it finds from import.meta.url (the web build,
    // the migrations, the database worker) are the same as when run from the sources.
    bundler.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const fromBundle = JSON.stringify(relative(outdir, path).split('\\').join('/'));
      const url = `new URL(${fromBundle}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: fileURLToPath(new URL('./src/main.ts', import.meta.url)) },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [sourcesInPlace],
});
console.log(`Server built: ${outdir}`);
