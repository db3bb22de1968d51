import { prepareClusterTemplate } from './prepare-cluster-template.ts';

// `npm run build -w @flockbook/db`: the migrated PGlite data folder new data folders copy.
const started = performance.now();
const dir = await prepareClusterTemplate();
console.log(`PGlite template ready in ${Math.round(performance.now() - started)} ms: ${dir}`);
