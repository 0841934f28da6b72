import * as fs from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { durableDocument, setAsideDamaged, writeFileAtomically } from '@infra/local/durable-file';

vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof import('node:fs/promises')>();
  return { ...actual, open: vi.fn(actual.open), writeFile: vi.fn(actual.writeFile) };
});

/**
 * The next write of content, whichever way it is made, stops after its first 100 bytes, as when the
 * process is killed in the middle of it (the rest of the call never runs: here it throws).
 */
async function cutOffNextWrite(): Promise<void> {
  const actual = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');
  const cut = (content: unknown) => String(content).slice(0, 100);
  vi.mocked(fs.writeFile).mockImplementationOnce(async (path, content) => {
    await actual.writeFile(path, cut(content));
    throw new Error('killed mid-write');
  });
  vi.mocked(fs.open).mockImplementationOnce(async (path, flags, mode) => {
    const handle = await actual.open(path, flags, mode);
    return {
      writeFile: async (content: unknown) => {
        await handle.write(cut(content));
        throw new Error('killed mid-write');
      },
      sync: () => handle.sync(),
      close: () => handle.close(),
    } as unknown as fs.FileHandle;
  });
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'duradero-'));
});
afterEach(async () => {
  // A cut-off not used by its test does not reach the next one.
  vi.mocked(fs.writeFile).mockReset();
  vi.mocked(fs.open).mockReset();
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomically', () => {
  it('replaces the content whole, readable by its owner only, and leaves no temporary file', async () => {
    const file = join(dir, 'estado.json');
    await writeFile(file, '{"antes":true}');

    await writeFileAtomically(file, '{"despues":true}');

    expect(await readFile(file, 'utf8')).toBe('{"despues":true}');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['estado.json']);
  });

  it('leaves the old content whole when the write is cut off in the middle', async () => {
    const file = join(dir, 'payments.json');
    const before = JSON.stringify([{ id: 'ord_1' }]);
    await writeFile(file, before);
    await cutOffNextWrite();

    await expect(writeFileAtomically(file, JSON.stringify(Array.from({ length: 50 }, (_, n) => ({ id: `ord_${n}` }))))).rejects.toThrow('killed mid-write');

    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('ends with the content of the last call when calls overlap', async () => {
    const file = join(dir, 'estado.json');

    await Promise.all(Array.from({ length: 20 }, (_, n) => writeFileAtomically(file, String(n).repeat(50_000 - n))));

    expect(await readFile(file, 'utf8')).toBe('19'.repeat(49_981));
  });

  it('fails the call whose write failed, and the next call writes all the same', async () => {
    const folder = join(dir, 'aun-no');
    const file = join(folder, 'estado.json');

    const failed = writeFileAtomically(file, 'uno');
    await expect(failed).rejects.toThrow(/ENOENT/);
    await mkdir(folder);
    await writeFileAtomically(file, 'dos');

    expect(await readFile(file, 'utf8')).toBe('dos');
  });
});

describe('durableDocument', () => {
  it('answers each save with the document as written, once the file holds the changes made before it', async () => {
    const file = join(dir, 'ordenes.json');
    const items: number[] = [];
    const document = durableDocument(file, () => [...items]);

    const saves = [1, 2, 3].map((n) => {
      items.push(n);
      return document.save();
    });
    const written = await Promise.all(saves);

    written.forEach((snapshot, index) => expect(snapshot).toContain(index + 1));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual([1, 2, 3]);
  });

  it('shares writes in a burst: one runs at a time and the next takes every change made meanwhile', async () => {
    const file = join(dir, 'ordenes.json');
    let snapshots = 0;
    const items: number[] = [];
    const document = durableDocument(file, () => {
      snapshots += 1;
      return [...items];
    });

    await Promise.all(
      Array.from({ length: 100 }, (_, n) => {
        items.push(n);
        return document.save();
      }),
    );

    expect(snapshots).toBeLessThanOrEqual(2);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveLength(100);
  });
});

describe('setAsideDamaged', () => {
  it('keeps the damaged file beside the new one and says where', async () => {
    const file = join(dir, 'payments.json');
    await writeFile(file, '[{"id":');
    const log = vi.fn();

    await setAsideDamaged(file, log);

    const [kept, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    expect(kept).toMatch(/^payments\.json\.damaged-\d{4}-\d{2}-\d{2}T/);
    expect(await readFile(join(dir, kept!), 'utf8')).toBe('[{"id":');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/payments\.json estaba dañado: se guardó como .*payments\.json\.damaged-/));
  });
});
