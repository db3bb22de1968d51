import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Folder of the e2e package. */
export const e2eRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Repository root: the server is started from here, like `npm run serve`. */
export const repoRoot = path.resolve(e2eRoot, '..');

/** Built web app served by the server (E2E_WEB_DIST to test another build folder). */
export const webDistDir = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist');

/** The built server (`npm run build`), started as `npm run serve` starts it. */
export const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/** Screenshots and server logs written by the specs (git-ignored). */
export const artifactsDir = path.join(e2eRoot, 'artifacts');
