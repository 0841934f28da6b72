// Bundling for handlers that use sharp: its native build must match Lambda (Linux, arm64, glibc),
// not the machine that runs `cdk synth`, so it ships as node_modules and is reinstalled for that target.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { repoRoot } from './local/repo-root';

const sharpVersion = (
  JSON.parse(readFileSync(join(repoRoot, 'node_modules/sharp/package.json'), 'utf8')) as { version: string }
).version;

export const sharpBundling: Pick<BundlingOptions, 'nodeModules' | 'commandHooks'> = {
  nodeModules: ['sharp'],
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    // npm swaps the host's optional platform packages for the linux-arm64 ones.
    afterBundling: (_inputDir, outputDir) => [
      `cd "${outputDir}" && npm install --no-audit --no-fund --os=linux --cpu=arm64 --libc=glibc sharp@${sharpVersion}`,
    ],
  },
};

/** The same, with more packages beside the bundle: files a handler reads at run time (a font). */
export const sharpBundlingWith = (packages: readonly string[]): typeof sharpBundling => ({
  ...sharpBundling,
  nodeModules: ['sharp', ...packages],
});
