// The payment simulator's orders: in memory, and in one JSON file under the data directory when the
// local cloud keeps its data.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  simulatedOrderSchema,
  type SimulatedOrder,
} from '../../lambdas/payments/simulator-contract';

export interface OrderStore {
  /** Newest first. */
  all(): SimulatedOrder[];
  byIdempotencyKey(key: string): SimulatedOrder | undefined;
  byReference(reference: string): SimulatedOrder | undefined;
  /** Adds or replaces the order at once; the file follows. */
  save(order: SimulatedOrder): Promise<void>;
}

async function readOrders(file: string): Promise<SimulatedOrder[]> {
  try {
    return simulatedOrderSchema.array().parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function openOrderStore(file?: string): Promise<OrderStore> {
  const orders = new Map((file ? await readOrders(file) : []).map((order) => [order.id, order]));
  // Writes go one after the other, each with every order saved so far.
  let written = Promise.resolve();
  const list = () => [...orders.values()];
  return {
    all: () => list().reverse(),
    byIdempotencyKey: (key) => list().find((order) => order.idempotencyKey === key),
    byReference: (reference) => list().find((order) => order.oxxo?.reference === reference),
    save(order) {
      orders.set(order.id, order);
      if (!file) return Promise.resolve();
      const snapshot = JSON.stringify(list(), null, 2);
      // A failed write fails its own save only; the next one writes everything again.
      written = written.catch(() => undefined).then(async () => {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, snapshot);
      });
      return written;
    },
  };
}
