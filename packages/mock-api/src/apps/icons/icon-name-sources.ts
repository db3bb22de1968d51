import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ICON_COUNT, muiIconComponentName } from './contract.ts';

// Node only: read by the generator and the tests, never bundled for the browser.
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Every ligature of the `material-icons` font, from the package's own name list. */
export function readFontIconNames(): Set<string> {
  const versions = join(packageDir('material-icons'), '_data', 'versions.json');
  return new Set(Object.keys(JSON.parse(readFileSync(versions, 'utf8')) as object));
}

/** Every component `@mui/icons-material` exports, by its file name. */
export function readMuiIconComponents(): Set<string> {
  const files = readdirSync(packageDir('@mui/icons-material'));
  return new Set(files.filter((file) => file.endsWith('.js')).map((file) => file.slice(0, -3)));
}

/** The catalogue's names: the first ICON_COUNT font names, sorted, that MUI also draws. */
export function pickIconNames(fontNames: Set<string>, muiComponents: Set<string>): string[] {
  return [...fontNames]
    .sort()
    .filter((name) => muiComponents.has(muiIconComponentName(name)))
    .slice(0, ICON_COUNT);
}
