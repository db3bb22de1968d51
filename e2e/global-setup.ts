import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { artifactsDir, serverEntry, webDistDir } from './support/paths.ts';

/**
 * Checks once, before any worker starts a server (support/fixtures.ts), that the server and
 * the web app it serves have been built, and makes the folder for screenshots and server logs.
 */
export default async function globalSetup(): Promise<void> {
  for (const built of [path.join(webDistDir, 'index.html'), serverEntry]) {
    if (!existsSync(built)) {
      throw new Error(`The app is not built (${built} is missing): run npm run build first.`);
    }
  }
  await mkdir(artifactsDir, { recursive: true });
}
