import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every
 * function of the file is compiled on a background thread while the file streams in, instead
 * of on the page's main thread the first time each is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the plugin reads and changes of an output file: a chunk or its map's asset. */
type OutputFile = {
  type: string;
  name?: string;
  code?: string;
  map?: { mappings: string } | null;
  source?: string | Uint8Array;
};

/** A source map's text with its lines moved down by one. */
function mapOneLineDown(text: string): string {
  const map = JSON.parse(text) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the compile hint at the top of the chunks named (before anything the build added at
 * their top), keeping their source maps in step. Returns the files changed.
 */
export function addCompileHints(
  bundle: Record<string, OutputFile>,
  chunkNames: ReadonlySet<string>,
): string[] {
  const changed: string[] = [];
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type !== 'chunk' || !output.name || !chunkNames.has(output.name)) continue;
    if (output.code === undefined || output.code.startsWith(COMPILE_HINT)) continue;
    output.code = COMPILE_HINT + output.code;
    // One line more at the top: the map's lines move down by one, in the chunk's map and in
    // the map file already made from it.
    if (output.map) output.map.mappings = `;${output.map.mappings}`;
    const mapFile = bundle[`${fileName}.map`];
    if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
      mapFile.source = mapOneLineDown(mapFile.source);
    }
    changed.push(fileName);
  }
  return changed;
}

/**
 * The first pages call nearly every function of the files they load at once (React, MUI's
 * core, the frame, a list page), so those files are compiled ahead, off the main thread, which
 * is what a cold load waits on. Runs after the build's own changes to the files' tops.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'flockbook-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After the build's own preload helper has put its list at the files' tops.
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, OutputFile>, names);
      },
    },
  };
}
