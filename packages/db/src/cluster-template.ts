import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

const pgliteRoot = join(
  dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '..',
);

/**
 * A new PGlite data folder starts as a copy of a migrated one kept here: initdb is most of a
 * first start's time. One per PGlite version and set of migrations, so a copy never needs
 * more than the migrations that came after it; written by `npm run build` and the tests'
 * global set-up (prepare-cluster-template.ts).
 */
export function clusterTemplateDir(): string {
  const { version } = JSON.parse(readFileSync(join(pgliteRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(version);
  const journal = join(migrationsFolder, 'meta', '_journal.json');
  for (const file of [journal, ...sqlFiles()]) {
    hash.update(basename(file)).update(readFileSync(file));
  }
  return join(clusterTemplatesDir(), `pglite-${version}-${hash.digest('hex').slice(0, 16)}`);
}

/** The folder the templates live in: the package cache of the installed PGlite's node_modules. */
export function clusterTemplatesDir(): string {
  return join(pgliteRoot, '..', '..', '.cache', 'flockbook');
}

/** The template for the installed PGlite and these migrations, when one was prepared. */
export function findClusterTemplate(): string | undefined {
  const dir = clusterTemplateDir();
  return existsSync(dir) ? dir : undefined;
}

function sqlFiles(): string[] {
  return readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(migrationsFolder, name));
}
