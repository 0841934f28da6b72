import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { fileWhenChanged } from '@lambdas/documents/file-when-changed';

const folder = mkdtempSync(join(tmpdir(), 'documento-'));
afterEach(() => rmSync(join(folder, 'index.html'), { force: true }));

it('parses the file once while it stays the same, and again once a new version replaces it', () => {
  const file = join(folder, 'index.html');
  writeFileSync(file, '<p>uno</p>');
  const parsed: string[] = [];
  const read = fileWhenChanged(() => file, (text) => {
    parsed.push(text);
    return text.toUpperCase();
  });

  expect([read(), read()]).toEqual(['<P>UNO</P>', '<P>UNO</P>']);
  expect(parsed).toEqual(['<p>uno</p>']);

  writeFileSync(file, '<p>dos, nuevo</p>');
  expect(read()).toBe('<P>DOS, NUEVO</P>');
  expect(parsed).toEqual(['<p>uno</p>', '<p>dos, nuevo</p>']);
});
