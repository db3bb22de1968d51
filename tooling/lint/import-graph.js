// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { resolveRelative } from './import-sources.js';

/**
 * How often a folder's files are looked at again: each file is read anew only when it has
 * changed since, so a lint run reads them once and an editor sees its edits.
 */
const CHECK_MS = 2_000;

/**
 * @typedef {{
 *   edges: Map<string, string[]>,
 *   component: Map<string, number>,
 *   read: Map<string, { modified: number, specifiers: string[] }>,
 *   checkedAt: number,
 * }} Graph
 */

/** @type {Map<string, Graph>} */
const graphs = new Map();

/**
 * The files each TypeScript module under `root` imports (statically, dynamically or for types),
 * read from disk, with their strongly connected components: two files share one when each
 * reaches the other.
 * @param {string} root
 * @returns {Graph}
 */
export function importGraph(root) {
  const kept = graphs.get(root);
  if (kept && Date.now() - kept.checkedAt < CHECK_MS) return kept;
  /** @type {Graph['read']} */
  const read = new Map();
  let changed = !kept;
  for (const file of sourceFiles(root)) {
    const modified = fs.statSync(file).mtimeMs;
    const known = kept?.read.get(file);
    if (known?.modified === modified) {
      read.set(file, known);
      continue;
    }
    const text = fs.readFileSync(file, 'utf8');
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
    read.set(file, { modified, specifiers });
    changed = true;
  }
  // A file added or removed can change what an unchanged file's imports resolve to.
  const sameFiles =
    kept?.read.size === read.size && [...read.keys()].every((f) => kept.read.has(f));
  if (kept && !changed && sameFiles) {
    kept.checkedAt = Date.now();
    return kept;
  }
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  for (const [file, { specifiers }] of read) {
    const same = sameFiles && kept?.read.get(file) === read.get(file);
    edges.set(file, (same && kept?.edges.get(file)) || resolveAll(file, specifiers));
  }
  const graph = { edges, component: components(edges), read, checkedAt: Date.now() };
  graphs.set(root, graph);
  return graph;
}

/**
 * The files `file` imports that lie in the graph.
 * @param {string} file
 * @param {readonly string[]} specifiers
 */
export function resolveAll(file, specifiers) {
  /** @type {Set<string>} */
  const targets = new Set();
  for (const specifier of specifiers) {
    const target = resolveRelative(file, specifier, { existing: true });
    if (target) targets.add(target);
  }
  return [...targets];
}

/**
 * A shortest chain of imports from `start` back to `file`, or undefined when there is none.
 * `file`'s own imports are left out of the search: they may be newer than the disk's.
 * @param {Graph} graph
 * @param {string} start
 * @param {string} file
 * @returns {string[] | undefined}
 */
export function chainBack(graph, start, file) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const current = /** @type {string} */ (queue[index]);
    if (current === file) {
      const chain = [];
      for (
        let step = /** @type {string | null | undefined} */ (current);
        step;
        step = cameFrom.get(step)
      ) {
        chain.unshift(step);
      }
      return chain;
    }
    for (const next of graph.edges.get(current) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @param {string} root */
function* sourceFiles(root) {
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield path.join(entry.parentPath, entry.name);
    }
  }
}

/**
 * Tarjan's strongly connected components, without recursion: each file's component number.
 * @param {Map<string, string[]>} edges
 */
function components(edges) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {Map<string, number>} */
  const component = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  let count = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    /** @type {[string, number][]} */
    const work = [[root, 0]];
    while (work.length > 0) {
      const frame = /** @type {[string, number]} */ (work[work.length - 1]);
      const [node, next] = frame;
      if (next === 0) {
        index.set(node, counter);
        low.set(node, counter);
        counter += 1;
        stack.push(node);
        onStack.add(node);
      }
      const targets = edges.get(node) ?? [];
      if (next < targets.length) {
        frame[1] = next + 1;
        const target = /** @type {string} */ (targets[next]);
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) {
          low.set(node, Math.min(Number(low.get(node)), Number(index.get(target))));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(Number(low.get(parent[0])), Number(low.get(node))));
      if (low.get(node) === index.get(node)) {
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.set(member, count);
        } while (member !== node);
        count += 1;
      }
    }
  }
  return component;
}
