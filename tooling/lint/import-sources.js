// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {import('estree').Node} Node */

/**
 * The visitors that hand every module a file names to `onSource`: static imports, `export ...
 * from`, `import()` and `import('...')` types alike. A computed `import()` goes to `onComputed`.
 * @param {(node: Node, specifier: string) => void} onSource
 * @param {(node: Node) => void} [onComputed]
 */
export function importVisitors(onSource, onComputed) {
  /** @param {Node | null | undefined} source */
  const visit = (source) => {
    if (source?.type === 'Literal' && typeof source.value === 'string') {
      onSource(source, source.value);
    }
  };
  return {
    /** @param {import('estree').ImportDeclaration} node */
    ImportDeclaration: (node) => visit(node.source),
    /** @param {import('estree').ExportNamedDeclaration} node */
    ExportNamedDeclaration: (node) => visit(node.source),
    /** @param {import('estree').ExportAllDeclaration} node */
    ExportAllDeclaration: (node) => visit(node.source),
    /** @param {{ source: Node }} node typescript-eslint's `import('...')` type */
    TSImportType: (node) => visit(node.source),
    /** @param {import('estree').ImportExpression} node */
    ImportExpression: (node) => {
      const { source } = node;
      if (source.type === 'Literal') return visit(source);
      const plain = source.type === 'TemplateLiteral' && source.expressions.length === 0;
      const text = plain ? source.quasis[0]?.value.cooked : undefined;
      if (typeof text === 'string') onSource(source, text);
      else onComputed?.(source);
    },
  };
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The path a relative specifier names (its query, as in `?raw`, left off), or undefined for a
 * package. With `existing`, the file it loads, trying the extensions the bundler tries.
 * @param {string} fromFile
 * @param {string} specifier
 * @param {{ existing?: boolean }} [options]
 * @returns {string | undefined}
 */
export function resolveRelative(fromFile, specifier, options = {}) {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  if (!options.existing) return target;
  for (const suffix of CANDIDATES) {
    const candidate = target + suffix;
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}
