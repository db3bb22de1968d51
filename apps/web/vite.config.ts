import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/**
 * Long-lived vendor code gets its own chunks so an app release does not invalidate them.
 * The groups name their packages one by one: a catch-all node_modules group would pull
 * the lazily loaded mock (msw and its dependencies) into the first download. For the same
 * reason MUI X (the data grid of the farm record screens) stays out of the MUI group: it
 * loads with those screens, and so do the Material icons: each icon goes with the chunk that
 * uses it, so the icons of a sample app load when the app is opened.
 */
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|types|stylis-plugin-rtl)|@emotion|@popperjs|@babel[\\/]runtime|react-transition-group|react-is|stylis|cssjanus|hoist-non-react-statics|prop-types|clsx|dom-helpers)[\\/]/,
  },
  {
    name: 'vendor-data',
    test: /[\\/]node_modules[\\/](@tanstack|react-router|i18next|react-i18next|html-parse-stringify|void-elements|zod)[\\/]/,
  },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
});
