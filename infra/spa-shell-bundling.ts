// Bundling for the documents function (lambdas/documents): the built SPA's index.html ships beside
// the bundle with the build's manifest, so each deploy's documents carry that deploy's script and
// style addresses and preload that deploy's chunks.
import { join } from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** Where the shell lands in the function's code, and the env var that names it. */
export const SPA_SHELL_FILE = '/var/task/spa-shell.html';

export const spaShellBundling = (spaDirectory: string): Pick<BundlingOptions, 'commandHooks'> => ({
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) => [
      `cp "${join(spaDirectory, 'index.html')}" "${outputDir}/spa-shell.html"`,
      // Beside the shell as in the build (lambdas/documents/page-preloads.ts).
      `mkdir -p "${outputDir}/.vite"`,
      `cp "${join(spaDirectory, '.vite', 'manifest.json')}" "${outputDir}/.vite/manifest.json"`,
    ],
  },
});
