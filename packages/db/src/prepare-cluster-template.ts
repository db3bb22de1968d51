import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createDb } from './client.ts';
import { clusterTemplateDir, clusterTemplatesDir } from './cluster-template.ts';

// A test run started before the migrations changed may still be copying the older template:
// only the ones no one prepared for a day go.
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Makes sure the migrated PGlite template for the installed PGlite and these migrations exists
 * (cluster-template.ts), and removes the ones left unused. Several processes may run it at
 * once: each builds in a folder of its own and the first to rename it into place wins.
 * Resolves with the template's folder.
 */
export async function prepareClusterTemplate(): Promise<string> {
  const dir = clusterTemplateDir();
  if (!existsSync(dir)) {
    const building = `${dir}.building-${randomBytes(6).toString('hex')}`;
    try {
      const handle = createDb({ dataDir: building });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      renameSync(building, dir);
    } catch (error) {
      if (!existsSync(dir)) throw error;
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  }
  const now = new Date();
  utimesSync(dir, now, now);
  const current = basename(dir);
  for (const name of readdirSync(clusterTemplatesDir())) {
    const other = join(clusterTemplatesDir(), name);
    const touched = statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? now.getTime();
    if (!name.startsWith(current) && now.getTime() - touched > UNUSED_FOR_MS) {
      rmSync(other, { recursive: true, force: true });
    }
  }
  return dir;
}
