// The JavaScript a first view loads before it draws (docs/architecture.md, "First views"): the platform's home
// and an organizer web each stay within 150 KB gzipped. Read from the SPA build's manifest
// (web/dist/.vite/manifest.json): `npm test` builds the SPA before this layer runs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const manifestFile = `${dist}.vite/manifest.json`;
const BUDGET_BYTES = 150_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  if (!existsSync(manifestFile)) throw new Error(`No SPA build at ${dist}: run npm run build:web`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** The chunks the browser loads for these entries, each with the chunks it imports statically. */
function firstLoadFiles(manifest: Record<string, ManifestChunk>, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

const gzippedBytes = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(`${dist}${file}`)).length, 0);

describe('first-load JavaScript', () => {
  const manifest = readManifest();

  // The boot (index.html's entry) loads the host's shell lazily, and the shell its route's page.
  it.each([
    ["the platform's home", ['index.html', 'src/app/app.tsx']],
    ['an organizer web', ['index.html', 'src/app/organizer-web-app.tsx']],
  ])('%s loads at most 150 KB gzipped before it draws', (_, entries) => {
    const files = firstLoadFiles(manifest, entries);
    expect(files.every((file) => file.endsWith('.js'))).toBe(true);
    expect(gzippedBytes(files)).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("leaves zod, Amplify's auth and the Markdown parser out of the boot", () => {
    const boot = firstLoadFiles(manifest, ['index.html', 'src/app/app.tsx', 'src/app/organizer-web-app.tsx']);
    const code = boot.map((file) => readFileSync(`${dist}${file}`, 'utf8')).join('\n');
    // Marks each library leaves in its minified code: zod's issue codes, Cognito's target prefix, micromark's constructs.
    for (const mark of ['invalid_format', 'AWSCognitoIdentityProviderService', 'codeFenced']) expect(code).not.toContain(mark);
  });
});
