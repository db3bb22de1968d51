import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appStart } from './build/app-start.ts';
import { appWorker } from './build/app-worker.ts';
import { compileHints } from './build/compile-hints.ts';
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

/** The MUI components the signed-in frame draws (navigation lists, badges), with the frame. */
const frameMui = [
  'List',
  'ListItemButton',
  'ListItemText',
  'Collapse',
  'Badge',
  'Chip',
  'useMediaQuery',
];

/**
 * The MUI components of pages' tables, filters and menus: one file for every page that uses
 * any of them, instead of some thirty small ones fetched six at a time.
 */
const pageMui = [
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'TableSortLabel',
  'TextField',
  'Select',
  'NativeSelect',
  'Input',
  'FilledInput',
  'Menu',
  'MenuList',
  'MenuItem',
  'ListItemIcon',
  'Popover',
  'Grow',
  'Fade',
  'Slide',
  'Modal',
  'Backdrop',
  'Portal',
  'Unstable_TrapFocus',
  'Drawer',
  'LinearProgress',
  'Breadcrumbs',
];

/**
 * Module files named by their paths (without extension), written with '/' and matched with
 * either separator.
 */
function moduleFiles(paths: readonly string[]): RegExp {
  return new RegExp(`[\\\\/](${paths.join('|').replaceAll('/', '[\\\\/]')})\\.tsx?$`);
}

/** The frame's own modules: those the signed-in frame draws at once, none that it loads later. */
const frameModules = moduleFiles([
  'src/shell/layouts/(layout-1|shell-footer|tech-logos|toolbar-bar|use-is-mobile)',
  'src/shell/messages/index',
  'src/shell/navbar/(navbar-content|navbar-floating-button|navbar-header|navbar-layout-1|navbar-mobile|navbar-store|navbar-toggle-button|user-card)',
  'src/shell/navigation/(filter-navigation|flatten-navigation|index|navigation-config|navigation-icons|navigation-paths|shortcuts)',
  'src/shell/navigation/components/(item-state|navigation-badge|navigation-context|navigation-icon|use-navigation-title|use-shell-navigation|vertical-navigation)',
  'src/shell/settings/(index|layout-options)',
  'src/shell/toolbar/(alerts-menu|outbox-menu|language-badge|language-menu|navigation-item-icon|navigation-title|panel-toggles|shell-toolbar|shortcut-bar|toolbar-search|use-flat-navigation|use-open-alerts|use-shell-language|use-shortcuts|use-toolbar-texts|user-avatar|user-menu-paths|user-menu)',
  'src/components/deferred-popups',
  'src/records/(area-texts|number-format)',
]);

/**
 * What the farm areas' definitions draw with: the contracts' values and the status chip. Kept
 * out of the list page's file, so a definition (which a list needs before it asks for its rows)
 * arrives without waiting for the list page's code, and out of the frame's, which the sign-in
 * forms would then fetch with the contracts' schemas.
 */
const areaPartModules = moduleFiles([
  'src/features/farm-records/components/status-chip',
  'contracts/src/(values|records/(area-roles|money-fields|[\\w-]+-values))',
]);

/** The modules of a farm area's list page, as `frameModules` lists the frame's. */
const recordListModules = moduleFiles([
  'src/records/components/(record-list-page|record-list|record-table|record-page|filter-bar|list-overlays|list-pagination|totals-footer|export-buttons)',
  'src/records/hooks/(use-list-state|use-record-options|use-area-permissions|use-cell-context|use-app-settings|use-currency)',
  'src/records/display-value',
  'src/components/page-layouts/(page-simple|page-sidebar|use-page-sidebars)',
]);

/** The error state: the sign-in pages and the lists show it. */
const errorStateModule = moduleFiles(['src/components/error-state']);

/** The app's start module and which of the app's modules it imports statically. */
const { plugin: startPlugin, has: isAppStartModule } = appStart(
  /[\\/]src[\\/]app[\\/]start-app\.tsx$/,
  /[\\/]apps[\\/]web[\\/]src[\\/]/,
);

/** React with its scheduler, MUI's styling engine and what it needs: every page draws with them. */
const coreLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@mui[\\/](system|utils|styled-engine|private-theming|types)|@emotion|@babel[\\/]runtime|react-is|stylis|hoist-non-react-statics|prop-types|clsx)[\\/]/;

/** The MUI component folders of each group below, as patterns built once for every module. */
const firstLoadMuiModules = muiFolders(firstLoadMui);
const frameMuiModules = muiFolders(frameMui);
const pageMuiModules = muiFolders(pageMui);

/** The navigation's icons (see `navigationIcons`). */
const navigationIconModules = new RegExp(
  `[\\\\/]@mui[\\\\/]icons-material[\\\\/](${navigationIcons.join('|')})\\.m?js$`,
);

/**
 * The first page's code comes in few files: on a busy machine every request costs more than its
 * bytes (the browser, its network service and the server each handle it), and the first pages
 * need all of these files at once. A group takes along what its modules import that no group
 * before it holds, so the groups go from the smallest start upwards; code that only a lazily
 * loaded screen uses (components, icons, the mock, charts) stays with that screen.
 */
const chunkGroups = [
  // What the page's entry starts before the app (the session check, a list's code and rows):
  // none of the app's code, so it runs as soon as its own small file has arrived.
  { name: 'start-early', tags: ['$initial' as const] },
  // Everything the sign-in page and the frame evaluate at once: React, MUI's core and the MUI
  // components both draw (buttons, progress, alerts, cards), the app's own first code and the
  // error state (the sign-in pages and the lists show it). Menus, dialogs, selects, tooltips and
  // tables are left to the files that use them.
  {
    name: 'app-start',
    test: (id: string) =>
      coreLibraries.test(id) ||
      firstLoadMuiModules.test(id) ||
      isAppStartModule(id) ||
      errorStateModule.test(id),
  },
  // The text inputs with their labels and messages: the sign-in pages and the record screens
  // draw them, the frame does not.
  { name: 'mui-forms', test: muiFolders(formMui) },
  // The signed-in frame: layout, navigation with its icons, toolbar, footer and the MUI parts
  // only they draw.
  {
    name: 'frame',
    test: (id: string) =>
      frameMuiModules.test(id) || frameModules.test(id) || navigationIconModules.test(id),
  },
  { name: 'area-parts', test: areaPartModules },
  // The MUI components of pages' tables, filters and menus with a farm area's list page (the
  // table, its filters, paging and totals; its forms load with the forms): the pages that draw
  // tables and menus are mostly lists, and a list page then fetches one file fewer.
  {
    name: 'page-parts',
    test: (id: string) => pageMuiModules.test(id) || recordListModules.test(id),
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
  plugins: [
    react(),
    startPlugin,
    // Every group but the entry's: the files the first pages load and run at once.
    compileHints(chunkGroups.filter((group) => !('tags' in group)).map((group) => group.name)),
    // The app's service worker, built once the app is (it lists the app's entry files).
    appWorker({
      entry: 'worker/sw.ts',
      shellFiles: [
        '/favicon.svg',
        '/manifest.webmanifest',
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/icons/icon-maskable-512.png',
        '/icons/apple-touch-icon-180.png',
      ],
    }),
    precompress(),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups.map((group, index) => ({
            ...group,
            priority: chunkGroups.length - index,
          })),
        },
      },
    },
  },
}));
