// The payment simulator's orders: in memory, and in one JSON file under the data directory when the
// local cloud keeps its data. The file is replaced whole on every change (durable-file.ts), so a kill
// at any moment leaves every order that was answered; a damaged file is set aside with the orders that
// can still be read kept, never a failed start.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  simulatedOrderSchema,
  type SimulatedOrder,
} from '../../lambdas/payments/simulator-contract';
import { durableDocument, setAsideDamaged, writeFileAtomically } from './durable-file';
import type { Log } from './log';

export interface OrderStore {
  /** Newest first: the orders the file holds, which a restart finds again. */
  all(): SimulatedOrder[];
  byIdempotencyKey(key: string): SimulatedOrder | undefined;
  byReference(reference: string): SimulatedOrder | undefined;
  /** Adds or replaces the order at once; resolves once the file holds it. */
  save(order: SimulatedOrder): Promise<void>;
}

async function readOrders(file: string, log: Log): Promise<SimulatedOrder[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const stored = parsedOrUndefined(text);
  const entries: unknown[] = Array.isArray(stored) ? stored : [];
  const orders = entries.flatMap((entry) => {
    const order = simulatedOrderSchema.safeParse(entry);
    return order.success ? [order.data] : [];
  });
  if (Array.isArray(stored) && orders.length === entries.length) return orders;
  // An order the schema no longer reads costs that order only: the others are kept, in a sound file.
  await setAsideDamaged(file, log, `se conservan las ${orders.length} órdenes que se pudieron leer`);
  await writeFileAtomically(file, JSON.stringify(orders, null, 2));
  return orders;
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function openOrderStore(file?: string, log: Log = (line) => console.error(line)): Promise<OrderStore> {
  const orders = new Map((file ? await readOrders(file, log) : []).map((order) => [order.id, order]));
  if (file) await mkdir(dirname(file), { recursive: true });
  const list = () => [...orders.values()];
  const document = file ? durableDocument(file, list) : undefined;
  let stored = list();
  return {
    all: () => [...(document ? stored : list())].reverse(),
    byIdempotencyKey: (key) => list().find((order) => order.idempotencyKey === key),
    byReference: (reference) => list().find((order) => order.oxxo?.reference === reference),
    async save(order) {
      orders.set(order.id, order);
      if (document) stored = await document.save();
    },
  };
}
