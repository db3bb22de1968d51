import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from './compile-hints.ts';

function bundle() {
  return {
    'assets/app-start-1.js': {
      type: 'chunk',
      name: 'app-start',
      code: 'const __vite__mapDeps=[];\nexport{};',
      map: { mappings: ';AAAA' },
    },
    'assets/app-start-1.js.map': {
      type: 'asset',
      source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: ';AAAA' }),
    },
    'assets/calendar-page-2.js': { type: 'chunk', name: 'calendar-page', code: 'export{};' },
    'assets/app-start.css': { type: 'asset', name: 'app-start', source: 'a{}' },
  };
}

describe('addCompileHints', () => {
  it('puts the hint first in the chunks named, above what the build put at their top', () => {
    const files = bundle();
    expect(addCompileHints(files, new Set(['app-start']))).toEqual(['assets/app-start-1.js']);
    expect(files['assets/app-start-1.js'].code).toBe(
      `${COMPILE_HINT}const __vite__mapDeps=[];\nexport{};`,
    );
    expect(files['assets/calendar-page-2.js'].code).toBe('export{};');
    expect(files['assets/app-start.css'].source).toBe('a{}');
  });

  it('moves the source maps down by the one line, in the chunk and in its map file', () => {
    const files = bundle();
    addCompileHints(files, new Set(['app-start']));
    expect(files['assets/app-start-1.js'].map.mappings).toBe(';;AAAA');
    const written = JSON.parse(files['assets/app-start-1.js.map'].source) as Record<
      string,
      unknown
    >;
    expect(written).toEqual({ version: 3, sources: ['a.ts'], mappings: ';;AAAA' });
  });

  it('adds it once, however often it runs', () => {
    const files = bundle();
    addCompileHints(files, new Set(['app-start']));
    expect(addCompileHints(files, new Set(['app-start']))).toEqual([]);
    expect(files['assets/app-start-1.js'].code.split(COMPILE_HINT)).toHaveLength(2);
  });
});
