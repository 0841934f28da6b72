// Builds the SPA from web/ into web/dist; in development, proxies the platform's paths to the
// local cloud so `vite` can serve the app with hot reload against real handlers.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { amplifyUiPlugin } from './amplify-ui-plugin';
import { shellPreload } from './shell-preload';

const localCloud = 'http://localhost:3000';
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
