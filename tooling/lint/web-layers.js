// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_SRC = path.join(REPO_ROOT, 'apps/web/src');

/**
 * The web app's layers, lowest first. A module imports from a lower layer or from its own slice:
 * each farm feature and each sample app is a slice of its own, every other folder is one slice.
 * The sample pages show the farm app's own parts (its sign-in forms, its home cards), so they
 * sit above the features; a feature never uses a sample. The files at the top of `src` start
 * the app.
 */
export const WEB_LAYERS = [
  { name: 'lib', slices: ['lib'] },
  { name: 'components', slices: ['components'] },
  { name: 'records', slices: ['records'] },
  { name: 'shell', slices: ['shell'] },
  { name: 'features', slices: ['features/*'] },
  {
    name: 'samples',
    slices: ['template-apps/*', 'template-pages', 'template-ui', 'documentation'],
  },
  // '/': the files at the top of `src` (the entry).
  { name: 'app', slices: ['app', '/'] },
];

const LAYER_ORDER = WEB_LAYERS.map((layer) => layer.name).join(' → ');

/**
 * Tests, fixtures and whatever sits in a `testing` or `test` folder: they may use any layer (a
 * test draws whole pages), and only they may use each other or the test tools.
 * @param {string} file
 */
export function isTestCode(file) {
  const parts = file.split(path.sep);
  const name = parts[parts.length - 1] ?? '';
  return (
    /\.(test|spec|fixture)\.[cm]?[jt]sx?$/.test(name) ||
    parts.includes('testing') ||
    parts.includes('test')
  );
}

/**
 * The layer and slice of a file inside `apps/web/src`; undefined outside it or for a folder no
 * layer names.
 * @param {string} file
 * @returns {{ layer: number, slice: string } | undefined}
 */
export function placeOf(file) {
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first = '', second = ''] = relative.split(path.sep);
  const atTop = second === '';
  for (const [layer, { slices }] of WEB_LAYERS.entries()) {
    for (const slice of slices) {
      if (slice === '/' && atTop) return { layer, slice: 'app' };
      if (slice === first && !atTop) return { layer, slice };
      if (
        slice === `${first}/*` &&
        second !== '' &&
        relative.includes(path.sep, first.length + 1)
      ) {
        return { layer, slice: `${first}/${second}` };
      }
    }
  }
  return undefined;
}

/** @param {string} file */
const shown = (file) => path.relative(WEB_SRC, file).split(path.sep).join('/');

/**
 * What is wrong with `from` importing `to` (both absolute paths), or undefined when the import
 * keeps to the layers. Test code, and imports of files outside `src`, are not checked here.
 * @param {string} from
 * @param {string} to
 * @returns {string | undefined}
 */
export function layerProblem(from, to) {
  const source = placeOf(from);
  if (!source || isTestCode(from)) return undefined;
  const relative = path.relative(WEB_SRC, to);
  if (relative.startsWith('..') || path.isAbsolute(relative) || isTestCode(to)) return undefined;
  const target = placeOf(to);
  if (!target) return `${shown(to)} is in no layer: name its folder in tooling/lint/web-layers.js.`;
  if (target.slice === source.slice || target.layer < source.layer) return undefined;
  if (target.layer === source.layer) {
    return `${source.slice} may not import ${shown(to)}: ${target.slice} is another slice of the ${WEB_LAYERS[source.layer]?.name} layer.`;
  }
  return `${source.slice} may not import ${shown(to)}: imports point down the layers (${LAYER_ORDER}).`;
}

/**
 * What is wrong with the place of `file` itself: a folder of `src` that no layer names.
 * @param {string} file
 */
export function placeProblem(file) {
  if (placeOf(file) || isTestCode(file)) return undefined;
  const relative = path.relative(WEB_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return `${shown(file)} is in no layer: name its folder in tooling/lint/web-layers.js.`;
}
