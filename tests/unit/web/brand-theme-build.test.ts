// The brand's theme is made by the SPA's build, not in the browser (docs/architecture.md, "First views";
// web/amplify-ui-plugin.ts): its stylesheet holds the custom properties the brand changes, and the
// boot holds the token tree Amplify UI's primitives read, in place of the default theme Amplify would
// build at start. Read from the build (web/dist): `npm test` builds the SPA before this layer runs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type BuildManifest, staticClosure } from '@lambdas/documents/page-preloads';

const dist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as BuildManifest;
/** The boot's entry, with the stylesheets the manifest lists for it. */
const boot = manifest['index.html'] as { css?: string[] } | undefined;
const read = (file: string) => readFileSync(`${dist}${file}`, 'utf8');

describe("the brand's theme in the build", () => {
  const css = (boot?.css ?? []).map(read).join('\n');

  it("sets the brand's colours and shapes over Amplify UI's defaults", () => {
    expect(css).toContain('--amplify-colors-primary-80:#c44f07');
    expect(css).toContain('--amplify-components-button-border-radius:var(--amplify-radii-small)');
    // The brand's rule comes after Amplify's, so it wins.
    expect(css.lastIndexOf('--amplify-colors-primary-80:')).toBeGreaterThan(css.indexOf('--amplify-colors-primary-80:'));
  });

  it('repeats none of the properties it leaves as they are', () => {
    expect(css.match(/--amplify-colors-red-10:/g)).toHaveLength(1);
    expect(css.match(/--amplify-components-accordion-background-color:/g)).toHaveLength(1);
  });

  it("gives Amplify UI's primitives the brand's tokens, not a theme to build", () => {
    const code = staticClosure(manifest, ['index.html']).map(read).join('\n');
    const start = code.indexOf('name:`carreras`');
    expect(start).toBeGreaterThan(-1);
    const tokens = code.slice(start, code.indexOf('}}}}', start));
    expect(tokens).toContain('primary:{10:{value:`#fff3e8`}');
    // The component tokens are the stylesheet's alone.
    expect(tokens).not.toContain('components:');
  });
});
