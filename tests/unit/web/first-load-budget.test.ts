// The JavaScript a first view loads before it draws (docs/architecture.md, "First views"): the platform's home
// and an organizer web each stay within 150 KB gzipped. Read from the SPA build's manifest
// (web/dist/.vite/manifest.json): `npm test` builds the SPA before this layer runs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type BuildManifest, staticClosure } from '@lambdas/documents/page-preloads';

const dist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const manifestFile = `${dist}.vite/manifest.json`;
const BUDGET_BYTES = 150_000;

function readManifest(): BuildManifest {
  if (!existsSync(manifestFile)) throw new Error(`No SPA build at ${dist}: run npm run build:web`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
}

const gzippedBytes = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}${file}`)).length, 0);

describe('first-load JavaScript', () => {
  const manifest = readManifest();

  // The boot (index.html's entry) loads the host's shell lazily, and the shell its route's page.
  it.each([
    ["the platform's home", ['index.html', 'src/app/app.tsx']],
    ['an organizer web', ['index.html', 'src/app/organizer-web-app.tsx']],
  ])('%s loads at most 150 KB gzipped before it draws', (_, entries) => {
    const files = staticClosure(manifest, entries);
    expect(files.every((file) => file.endsWith('.js'))).toBe(true);
    expect(gzippedBytes(files)).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("leaves zod, Amplify's auth and the Markdown parser out of the boot", () => {
    const boot = staticClosure(manifest, ['index.html', 'src/app/app.tsx', 'src/app/organizer-web-app.tsx']);
    const code = boot.map((file) => readFileSync(`${dist}${file}`, 'utf8')).join('\n');
    // Marks each library leaves in its minified code: zod's issue codes, Cognito's target prefix, micromark's constructs.
    for (const mark of ['invalid_format', 'AWSCognitoIdentityProviderService', 'codeFenced']) expect(code).not.toContain(mark);
  });
});
