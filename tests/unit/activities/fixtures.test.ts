// The activity fixtures are exactly what their script writes, so the script stays their source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../fixtures/activities/make-fixtures';

const folder = join(import.meta.dirname, '../../fixtures/activities');

describe('activity fixtures', () => {
  it.each(Object.entries(fixtureFiles))('%s is what make-fixtures.ts writes', (name, make) => {
    expect(Buffer.from(make()).equals(readFileSync(join(folder, name)))).toBe(true);
  });
});
