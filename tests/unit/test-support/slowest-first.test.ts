// The test files' order (tests/support/slowest-first.ts): the slowest integration files start first, in
// their order, and every one named is a file that exists.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { SLOWEST, SlowestFirst } from '@tests/support/slowest-first';

const root = process.cwd();
const spec = (path: string) => ({ moduleId: join(root, path), project: { name: 'integration', config: { sequence: { groupOrder: 0 }, isolate: false } } }) as unknown as TestSpecification;
// No record of an earlier run, as on a clean clone.
const ctx = { config: { root }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } } as unknown as Vitest;

describe('the order the integration files start in', () => {
  it('names only files that exist', () => {
    for (const ending of SLOWEST) expect(existsSync(join(root, ending)), ending).toBe(true);
  });

  it('starts the slowest files first, longest first, and keeps the others in the order they came', async () => {
    const files = ['tests/integration/a.test.ts', 'tests/integration/security/route-fuzz.test.ts', 'tests/integration/b.test.ts', 'tests/integration/local-cloud/demo-resume.test.ts'];
    const sorted = await new SlowestFirst(ctx).sort(files.map(spec));
    expect(sorted.map((file) => file.moduleId.slice(root.length + 1))).toEqual([
      'tests/integration/local-cloud/demo-resume.test.ts',
      'tests/integration/security/route-fuzz.test.ts',
      'tests/integration/a.test.ts',
      'tests/integration/b.test.ts',
    ]);
  });
});
