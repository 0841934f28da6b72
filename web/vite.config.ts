// Builds the SPA from web/ into web/dist; in development, proxies the platform's paths to the
// local cloud so `vite` can serve the app with hot reload against real handlers.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { WIDGET_SCRIPT_PATH } from '../shared/results/feed-api';
import { amplifyUiPlugin } from './amplify-ui-plugin';
import { shellPreload } from './shell-preload';

const localCloud = 'http://localhost:3000';
const WIDGET_ENTRY = 'widget';
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [amplifyUiPlugin(), shellPreload()],
  resolve: {
    alias: [
      // The path aliases of web/tsconfig.json.
      { find: '@shared', replacement: folder('../shared') },
      { find: '@web', replacement: folder('./src') },
      // zod configured before any schema is built, loaded only by the chunks that validate (web/src/lib/configured-zod.ts).
      { find: /^zod$/, replacement: folder('./src/lib/configured-zod.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry and route loads (tests/unit/first-load-budget.test.ts).
    manifest: true,
    rolldownOptions: {
      // The SPA, and the results widget's script: a classic script (it imports nothing) at the fixed
      // address other sites keep in their snippet (docs/results.md 'The results widget'), wrapped in a
      // function so its names never reach the global scope of the page that loads it.
      input: { index: folder('./index.html'), [WIDGET_ENTRY]: folder('./src/widget/resultados.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === WIDGET_ENTRY ? WIDGET_SCRIPT_PATH.slice(1) : 'assets/[name]-[hash].js'),
        banner: (chunk) => (chunk.name === WIDGET_ENTRY ? '(() => {' : ''),
        footer: (chunk) => (chunk.name === WIDGET_ENTRY ? '})();' : ''),
        // React, its DOM renderer and their scheduler are one chunk every first view loads, not parts the
        // bundler re-splits as the routes change; so are Amplify's Button and the Loader it draws while
        // busy, which screens that show a Loader alone would otherwise split off (tests/unit/first-load-budget.test.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'Button', test: /ui-react[\\/]dist[\\/]esm[\\/]primitives[\\/](Button|Loader)[\\/]/ },
          ],
        },
      },
      onwarn(warning, warn) {
        // Amplify UI's Radix dependencies mark themselves "use client", which means nothing in an SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      '/api': localCloud,
      '/config.json': localCloud,
      '/media': localCloud,
      '/cognito': localCloud,
      '/ws': { target: localCloud, ws: true },
    },
  },
});
