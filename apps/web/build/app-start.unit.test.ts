import { describe, expect, it } from 'vitest';
import { appFiles, staticModules } from './app-start.ts';

const own = /\/src\//;

describe('staticModules', () => {
  it('follows static imports of the app own code only, each module once', () => {
    const graph: Record<string, string[]> = {
      '/src/start-app.tsx': ['/src/app.tsx', '/node_modules/react/index.js'],
      '/src/app.tsx': ['/src/routes.tsx', '/src/start-app.tsx'],
      '/src/routes.tsx': ['/node_modules/@mui/material/index.js'],
      '/node_modules/react/index.js': [],
      '/node_modules/@mui/material/index.js': ['/src/never-reached.ts'],
      '/src/lazy-page.tsx': [],
    };
    const info = (id: string) => (id in graph ? { importedIds: graph[id] ?? [] } : null);

    expect([...staticModules('/src/start-app.tsx', info, own)].sort()).toEqual([
      '/src/app.tsx',
      '/src/routes.tsx',
      '/src/start-app.tsx',
    ]);
  });
});

describe('appFiles', () => {
  const bundle = {
    'assets/index.js': {
      type: 'chunk',
      fileName: 'assets/index.js',
      imports: [],
      moduleIds: ['/src/main.tsx'],
    },
    'assets/app-start.js': {
      type: 'chunk',
      fileName: 'assets/app-start.js',
      imports: ['assets/vendor-react.js', 'assets/runtime.js'],
      moduleIds: ['/src/app/start-app.tsx', '/src/app/app.tsx'],
    },
    'assets/vendor-react.js': {
      type: 'chunk',
      fileName: 'assets/vendor-react.js',
      imports: ['assets/runtime.js'],
    },
    'assets/runtime.js': { type: 'chunk', fileName: 'assets/runtime.js', imports: [] },
    'assets/login.js': {
      type: 'chunk',
      fileName: 'assets/login.js',
      imports: ['assets/vendor-react.js'],
    },
    'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
  };

  it('lists the start module file and what it imports, without what the entry loads already', () => {
    const withRuntimeInEntry = {
      ...bundle,
      'assets/index.js': { ...bundle['assets/index.js'], imports: ['assets/runtime.js'] },
    };

    expect(appFiles(bundle, 'assets/index.js', /start-app\.tsx$/).sort()).toEqual([
      'assets/app-start.js',
      'assets/runtime.js',
      'assets/vendor-react.js',
    ]);
    expect(appFiles(withRuntimeInEntry, 'assets/index.js', /start-app\.tsx$/).sort()).toEqual([
      'assets/app-start.js',
      'assets/vendor-react.js',
    ]);
  });

  it('fails the build when no file holds the start module', () => {
    expect(() => appFiles(bundle, 'assets/index.js', /missing\.tsx$/)).toThrow(
      "No file holds the app's start",
    );
  });
});
