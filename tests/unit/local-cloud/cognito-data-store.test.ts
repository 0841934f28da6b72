import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { durableCognitoStores } from '@infra/local/cognito-data-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cognito-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const ctx = { logger: console } as never;
const pool = { Users: {}, Options: { Id: 'local_abc' } };

describe('durableCognitoStores', () => {
  it('reads a pool as cognito-local wrote it, dates included, and writes it back whole', async () => {
    const stored = { Users: { ana: { Username: 'ana', UserCreateDate: '2026-03-01T12:00:00.000Z', Enabled: true } }, Options: { Id: 'local_abc' } };
    await writeFile(join(dir, 'local_abc.json'), JSON.stringify(stored, null, 2));

    const store = await durableCognitoStores(dir, vi.fn()).create(ctx, 'local_abc', pool);
    const ana = await store.get<{ UserCreateDate: Date }>(ctx, ['Users', 'ana']);
    await store.set(ctx, ['Users', 'luis', 'Username'], 'luis');
    await store.delete(ctx, ['Users', 'ana']);

    expect(ana?.UserCreateDate).toEqual(new Date('2026-03-01T12:00:00.000Z'));
    expect(await store.get(ctx, ['Users', 'nadie'], 'ninguno')).toBe('ninguno');
    expect(JSON.parse(await readFile(join(dir, 'local_abc.json'), 'utf8'))).toEqual({ Users: { luis: { Username: 'luis' } }, Options: { Id: 'local_abc' } });
  });

  it('starts a new file from the defaults', async () => {
    const store = await durableCognitoStores(dir, vi.fn()).create(ctx, 'clients', { Clients: {} });

    expect(await store.getRoot(ctx)).toEqual({ Clients: {} });
    expect(JSON.parse(await readFile(join(dir, 'clients.json'), 'utf8'))).toEqual({ Clients: {} });
  });

  it('sets a file cut short by a kill aside and starts that pool from its defaults', async () => {
    await writeFile(join(dir, 'local_abc.json'), '{ "Users": { "ana": { "Username": "an');
    const log = vi.fn();

    const store = await durableCognitoStores(dir, log).create(ctx, 'local_abc', pool);

    expect(await store.getRoot(ctx)).toEqual(pool);
    expect((await readdir(dir)).sort()).toEqual(['local_abc.json', expect.stringMatching(/^local_abc\.json\.damaged-/)]);
    expect(log).toHaveBeenCalledOnce();
  });
});
