import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/** The MUI component folders both the sign-in page and the frame draw at once (see `mui-first`). */
const firstLoadMui = [
  'styles',
  'colors',
  'utils',
  'internal',
  'transitions',
  'zero-styled',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  'InitColorSchemeScript',
  'Box',
  'Stack',
  'Paper',
  'Typography',
  'SvgIcon',
  'ButtonBase',
  'useLazyRipple',
  'Button',
  'IconButton',
  'Link',
  'Divider',
  'CircularProgress',
  'Avatar',
  'Alert',
  'AlertTitle',
  'Card',
  'CardContent',
];

/** The MUI parts of text inputs: the sign-in pages draw them, the frame does not (`mui-forms`). */
const formMui = [
  'InputBase',
  'OutlinedInput',
  'TextareaAutosize',
  'FormControl',
  'FormLabel',
  'InputLabel',
  'FormHelperText',
  'InputAdornment',
];

function muiFolders(folders: readonly string[]): RegExp {
  return new RegExp(
    `[\\\\/]node_modules[\\\\/]@mui[\\\\/]material[\\\\/](${folders.join('|')})[\\\\/]`,
  );
}

/**
 * The icons of the navigation, as its icon module lists them, but the app logo's: the sign-in
 * page draws that one, and with it would download the others.
 */
const navigationIcons = [
  ...readFileSync(
    new URL('./src/shell/navigation/navigation-icons.ts', import.meta.url),
    'utf8',
  ).matchAll(/'@mui\/icons-material\/(\w+)'/g),
]
  .map((match) => match[1])
  .filter((name) => name !== 'EggAltOutlined');

/**
 * Long-lived vendor code that every page needs gets its own chunks, so an app release does
 * not invalidate them. The core goes here (React, MUI's styling engine, the MUI parts every
 * first page draws): a group naming whole libraries would pull every MUI component, used by any
 * lazily loaded screen, into the first download. Everything else (components, icons, the mock,
 * charts, the record tables) goes with the chunks that use it and loads when first needed.
 */
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming|types)|@emotion|@babel[\\/]runtime|react-is|stylis|hoist-non-react-statics|prop-types|clsx)[\\/]/,
  },
  // The MUI components both the sign-in page and the frame draw at once (styles, buttons,
  // progress, alerts, cards): every first page load needs them, and one file compresses better than the thirty
  // it would otherwise be. Menus, dialogs, selects, tooltips and tables are left to the chunks
  // that use them.
  {
    name: 'mui-first',
    test: muiFolders(firstLoadMui),
  },
  // The text inputs with their labels and messages: the sign-in pages and the record screens
  // draw them, the frame does not.
  {
    name: 'mui-forms',
    test: muiFolders(formMui),
  },
  // Every page with the frame draws the navigation, so its icons go in one file instead of one
  // each (some fifty); pages that use one of them get it from there too.
  {
    name: 'navigation-icons',
    test: new RegExp(
      `[\\\\/]@mui[\\\\/]icons-material[\\\\/](${navigationIcons.join('|')})\\.m?js$`,
    ),
  },
];

/**
 * React Router's package names only its development build, warnings and all, for every import
 * (remix-run/react-router#12532); a production build takes its production build instead.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map((group, index) => ({
            ...group,
            priority: vendorChunks.length - index,
          })),
        },
      },
    },
  },
}));
