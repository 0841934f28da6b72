import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOrderStore } from '@infra/local/payment-simulator-store';
import { killedBurst } from '../../support/killed-burst';
import { simulatedOrder as simulated } from '../../support/simulated-order';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pagos-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('openOrderStore', () => {
  it('finds orders by idempotency key and by voucher reference, newest first', async () => {
    const store = await openOrderStore();
    await store.save(simulated('1'));
    await store.save(simulated('2'));

    expect(store.all().map((order) => order.id)).toEqual(['2', '1']);
    expect(store.byIdempotencyKey('key-1')?.id).toBe('1');
    expect(store.byReference('93000000000002')?.id).toBe('2');
    expect(store.byIdempotencyKey('key-3')).toBeUndefined();
  });

  it('keeps the orders in its file, so that a restarted cloud still has them', async () => {
    const file = join(dir, 'datos', 'payments.json');
    const store = await openOrderStore(file);
    await store.save(simulated('1'));
    await store.save(simulated('1', { status: 'paid' }));
    await store.save(simulated('2'));

    const reopened = await openOrderStore(file);

    expect(reopened.all().map((order) => [order.id, order.status])).toEqual([
      ['2', 'pending_payment'],
      ['1', 'paid'],
    ]);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveLength(2);
  });

  it('starts empty without a file yet', async () => {
    expect((await openOrderStore(join(dir, 'payments.json'))).all()).toEqual([]);
  });

  it('lists an order once its file holds it, so that nothing listed is gone after a kill', async () => {
    const store = await openOrderStore(join(dir, 'payments.json'));

    const saving = store.save(simulated('1'));
    const listedWhileWriting = store.all();
    await saving;

    expect(listedWhileWriting).toEqual([]);
    expect(store.byIdempotencyKey('key-1')?.id).toBe('1');
    expect(store.all().map((order) => order.id)).toEqual(['1']);
  });

  it('writes a burst of saves in a few writes, each save answered once its order is in the file', async () => {
    const file = join(dir, 'payments.json');
    const store = await openOrderStore(file);

    await Promise.all(Array.from({ length: 50 }, (_, n) => store.save(simulated(String(n)))));

    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveLength(50);
    expect(store.all()).toHaveLength(50);
  });

  it('sets a damaged file aside and starts without it, saying where it kept it', async () => {
    const file = join(dir, 'payments.json');
    const damaged = JSON.stringify([simulated('1'), simulated('2')]).slice(0, 300);
    await writeFile(file, damaged);
    const log = vi.fn();

    const store = await openOrderStore(file, log);
    await store.save(simulated('3'));

    expect(store.all().map((order) => order.id)).toEqual(['3']);
    const kept = (await readdir(dir)).filter((name) => name.startsWith('payments.json.damaged-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(dir, kept[0]!), 'utf8')).toBe(damaged);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(kept[0]!));
  });

  it('keeps the orders it can read when one no longer fits, and the whole file aside', async () => {
    const file = join(dir, 'payments.json');
    await writeFile(file, JSON.stringify([simulated('1'), { id: '2', status: 'desconocido' }, simulated('3')]));
    const log = vi.fn();

    const store = await openOrderStore(file, log);
    const reopened = await openOrderStore(file, log);

    expect(store.all().map((order) => order.id)).toEqual(['3', '1']);
    expect(reopened.all().map((order) => order.id)).toEqual(['3', '1']);
    expect((await readdir(dir)).filter((name) => name.startsWith('payments.json.damaged-'))).toHaveLength(1);
    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('se conservan las 2 órdenes que se pudieron leer'));
  });

  it('keeps every order it answered when its process is killed in the middle of a burst', async () => {
    const file = join(dir, 'payments.json');

    for (const writes of [40, 200, 520]) {
      const answered = await killedBurst('orders', file, writes);
      const reopened = await openOrderStore(file, () => {
        throw new Error('the file was damaged by the kill');
      });

      const kept = new Set(reopened.all().map((order) => order.id));
      expect(answered.filter((id) => !kept.has(id))).toEqual([]);
    }
  }, 60_000);
});
