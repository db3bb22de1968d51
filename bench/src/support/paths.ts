import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Folder of the bench package. */
export const benchRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** Repository root: the real server is started from here, like `npm run serve`. */
export const repoRoot = path.resolve(benchRoot, '..');

export const webDistDir = path.join(repoRoot, 'apps', 'web', 'dist');

/** The built server (`npm run build`), as `npm run serve` starts it. */
export const serverEntry = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

export const floorEntry = path.join(benchRoot, 'src', 'floor', 'bare-health-server.ts');

export const resultsDir = path.join(benchRoot, 'results');

export const reportFloorEntry = path.join(benchRoot, 'src', 'floor', 'bare-report-server.ts');

export const listFloorEntry = path.join(benchRoot, 'src', 'floor', 'bare-list-server.ts');

export const roundFloorEntry = path.join(benchRoot, 'src', 'floor', 'bare-round-server.ts');
