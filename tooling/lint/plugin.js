// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { fontWeights } from './font-weights.js';
import { chainBack, importGraph, resolveAll } from './import-graph.js';
import { importVisitors, resolveRelative } from './import-sources.js';
import { isTestCode, layerProblem, placeProblem, REPO_ROOT, WEB_SRC } from './web-layers.js';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('estree').Node} Node */

/** @param {string} file */
const shown = (file) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

/** @type {RuleModule} */
const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the web app's imports, import() included, to its layers." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(WEB_SRC + path.sep)) return {};
    return {
      Program(node) {
        const problem = placeProblem(file);
        if (problem) context.report({ node, message: problem });
      },
      ...importVisitors(
        (node, specifier) => {
          const target = resolveRelative(file, specifier);
          const problem = target && layerProblem(file, target);
          if (problem) context.report({ node, message: problem });
        },
        (node) => {
          if (isTestCode(file)) return;
          context.report({
            node,
            message: 'A computed import() cannot be checked against the layers: name the file.',
          });
        },
      ),
    };
  },
};

/** @type {RuleModule} */
const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No chain of imports in the web app leads back to where it started.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(WEB_SRC + path.sep)) return {};
    /** @type {{ node: Node, specifier: string }[]} */
    const sources = [];
    return {
      ...importVisitors((node, specifier) => sources.push({ node, specifier })),
      'Program:exit'() {
        const graph = importGraph(WEB_SRC);
        const onDisk = graph.edges.get(file);
        // With the file as on disk, only an import within its component can lead back.
        const asOnDisk = onDisk !== undefined && sameImports(onDisk, sources, file);
        const reported = new Set();
        for (const { node, specifier } of sources) {
          const [target] = resolveAll(file, [specifier]);
          if (!target || reported.has(target)) continue;
          if (asOnDisk && graph.component.get(target) !== graph.component.get(file)) continue;
          const chain = chainBack(graph, target, file);
          if (!chain) continue;
          reported.add(target);
          const steps = [file, ...chain].map((step) => path.relative(WEB_SRC, step)).join(' → ');
          context.report({ node, message: `Import cycle: ${steps}.` });
        }
      },
    };
  },
};

/**
 * @param {readonly string[]} onDisk
 * @param {readonly { specifier: string }[]} sources
 * @param {string} file
 */
function sameImports(onDisk, sources, file) {
  const now = resolveAll(
    file,
    sources.map((source) => source.specifier),
  );
  return now.length === onDisk.length && now.every((target) => onDisk.includes(target));
}

/** The workspaces' folders, each with its package's name. */
const workspaces = readWorkspaces();

function readWorkspaces() {
  /** @param {string} folder */
  const readPackage = (folder) =>
    /** @type {{ name: string, workspaces?: string[] }} */ (
      JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'))
    );
  return (readPackage(REPO_ROOT).workspaces ?? []).map((folder) => {
    const absolute = path.join(REPO_ROOT, folder);
    return { folder: absolute, name: readPackage(absolute).name };
  });
}

/** @param {string} file */
const workspaceOf = (file) =>
  workspaces.find(({ folder }) => file === folder || file.startsWith(folder + path.sep));

/** @type {RuleModule} */
const workspaceImports = {
  meta: {
    type: 'problem',
    docs: { description: "Another workspace is reached through its package's exports." },
    schema: [],
  },
  create(context) {
    const own = workspaceOf(context.filename);
    return importVisitors((node, specifier) => {
      const target = resolveRelative(context.filename, specifier);
      const other = target && workspaceOf(target);
      if (!other || other === own) return;
      context.report({
        node,
        message: `Import ${other.name} through an export of its package.json, not its file ${shown(/** @type {string} */ (target))}.`,
      });
    });
  },
};

// The test runner and its helpers (not `vitest/config`, which configures it).
const TEST_TOOLS = /^(vitest|@vitest\/.+|@testing-library\/.+)$|^@flockbook\/[^/]+\/testing(\/|$)/;

/** @type {RuleModule} */
const testCode = {
  meta: {
    type: 'problem',
    docs: { description: 'Only tests, fixtures and testing folders use test tools and test code.' },
    schema: [],
  },
  create(context) {
    if (isTestCode(context.filename)) return {};
    return importVisitors((node, specifier) => {
      const target = resolveRelative(context.filename, specifier);
      if (target ? !isTestCode(target) : !TEST_TOOLS.test(specifier)) return;
      context.report({
        node,
        message: `${specifier} is test code: only a test, a *.fixture.ts or a file in a testing folder imports it (move or rename this file if only tests use it).`,
      });
    });
  },
};

export const flockbookPlugin = {
  meta: { name: 'flockbook' },
  rules: {
    'web-layers': webLayers,
    'import-cycles': importCycles,
    'workspace-imports': workspaceImports,
    'test-code': testCode,
    'font-weights': fontWeights,
  },
};
