// The code cites the design in docs/: every page a comment names exists, every section it names (§N) is a
// heading of that page, and no comment cites the specification itself, which is not in the repository.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const folders = ['bin', 'infra', 'lambdas', 'shared', 'web/src', 'tests'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const files = [...folders.flatMap(sourceFiles), 'eslint.config.js'];
// This file names the patterns it looks for, so it is left out of what it reads.
const sources = files
  .filter((file) => file !== 'tests/unit/docs-references.test.ts')
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

/** The § numbers a docs page heads, e.g. '2.10' for '## §2.10 Organizer-web sections'. */
function headedSections(page: string): Set<string> {
  const text = readFileSync(join(root, 'docs', page), 'utf8');
  return new Set([...text.matchAll(/^#+ §(\d+(?:\.\d+)?)/gm)].map(([, section]) => section!));
}

describe('references from the code to docs/', () => {
  const pages = new Set(readdirSync(join(root, 'docs')));

  it('name pages that exist', () => {
    const missing = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/([a-z-]+\.md)/g)].filter(([, page]) => !pages.has(page!)).map(([cited]) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('name sections their pages head', () => {
    const headings = new Map([...pages].filter((page) => page.endsWith('.md')).map((page) => [page, headedSections(page)]));
    const unresolved = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/([a-z-]+\.md) §(\d+(?:\.\d+)?)/g)]
        .filter(([, page, section]) => !headings.get(page!)?.has(section!))
        .map(([cited]) => `${file}: ${cited}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('name README sections that exist', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const sections = new Set([...readme.matchAll(/^#+ (.+)$/gm)].map(([, title]) => title!.trim()));
    const missing = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/README '([^']+)'/g)].filter(([, title]) => !sections.has(title!)).map(([cited]) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('never cite the specification or design files outside the repository', () => {
    const outside = sources.flatMap(({ file, text }) => [...text.matchAll(/\b(?:[Ss]pec(?:ification)?(?:'s)? §|ARCHITECTURE\.md|STYLE\.md)/g)].map(([cited]) => `${file}: ${cited}`));
    expect(outside).toEqual([]);
  });
});
