// The payment simulator's orders: in memory, and in one JSON file under the data directory when the
// local cloud keeps its data. The file is replaced whole on every change (durable-file.ts), so a kill
// at any moment leaves every order that was answered; a damaged file is set aside with the orders that
// can still be read kept, never a failed start. Each paid order also keeps whether its order.paid
// notification is still to be delivered: Conekta's deliveries outlive a crash of the platform, so a
// restarted simulator takes them up again.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import {
  simulatedOrderSchema,
  type SimulatedOrder,
} from '@lambdas/payments/simulator-contract';
import { durableDocument, setAsideDamaged, writeFileAtomically } from './durable-file';
import type { Log } from './log';

export interface OrderStore {
  /** Newest first: the orders the file holds, which a restart finds again. */
  all(): SimulatedOrder[];
  byIdempotencyKey(key: string): SimulatedOrder | undefined;
  byReference(reference: string): SimulatedOrder | undefined;
  /** Adds or replaces the order at once, its notification still to deliver with `noticePending`; resolves once the file holds it. */
  save(order: SimulatedOrder, noticePending?: boolean): Promise<void>;
  /** The paid orders whose notification the webhook has not taken yet, nor has been given up. */
  pendingNotices(): SimulatedOrder[];
  /** The order's notification delivered or given up; resolves once the file says so. */
  settleNotice(orderId: string): Promise<void>;
}

/** An order as the file keeps it. An older file's orders have no flag: their notifications count as settled. */
const storedOrderSchema = simulatedOrderSchema.extend({ noticePending: z.boolean().optional() });
type StoredOrder = z.infer<typeof storedOrderSchema>;

const withoutFlag = ({ noticePending: _pending, ...order }: StoredOrder): SimulatedOrder => order;

async function readOrders(file: string, log: Log): Promise<StoredOrder[]> {
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
    const order = storedOrderSchema.safeParse(entry);
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
  const orders = new Map<string, StoredOrder>((file ? await readOrders(file, log) : []).map((order) => [order.id, order]));
  if (file) await mkdir(dirname(file), { recursive: true });
  const list = () => [...orders.values()];
  const document = file ? durableDocument(file, list) : undefined;
  let stored = list();
  const found = (test: (order: StoredOrder) => boolean) => {
    const order = list().find(test);
    return order && withoutFlag(order);
  };
  const put = async (order: StoredOrder) => {
    orders.set(order.id, order);
    if (document) stored = await document.save();
  };
  return {
    all: () => [...(document ? stored : list())].reverse().map(withoutFlag),
    byIdempotencyKey: (key) => found((order) => order.idempotencyKey === key),
    byReference: (reference) => found((order) => order.oxxo?.reference === reference),
    save: (order, noticePending) => put(noticePending ? { ...order, noticePending } : order),
    pendingNotices: () => list().filter((order) => order.noticePending).map(withoutFlag),
    async settleNotice(orderId) {
      const order = orders.get(orderId);
      if (order?.noticePending) await put(withoutFlag(order));
    },
  };
}
