// The work queues of the route table, in process: messages sent through the local SQS endpoint are
// delivered to their consumer in batches as Lambda's SQS poller would. FIFO queues hand out one batch
// per message group at a time, in order, and drop a repeated deduplication id for five minutes;
// failed messages (a throw, or batchItemFailures) come back after a growing delay and go to the
// dead letters after a few receives. stop() waits for the batches in flight.
import { createHash, randomUUID } from 'node:crypto';
import type { SQSEvent, SQSBatchResponse } from 'aws-lambda';
import type { QueueConsumer, QueueName } from '../routes';
import type { Invoke } from './handler-invoker';
import { localAccountId, localRegion } from './local-aws';
import { describeError, type Log } from './log';

const DEDUPLICATION_MS = 5 * 60_000;
const MAX_RECEIVES = 8;
/** Lambda's SQS poller runs several batches of a standard queue at once. */
const STANDARD_CONCURRENCY = 8;

export interface NewQueueMessage {
  body: string;
  group?: string;
  deduplicationId?: string;
  delaySeconds?: number;
}

interface Message extends NewQueueMessage {
  id: string;
  sentAt: number;
  visibleAt: number;
  receives: number;
}

interface QueueState {
  consumer: QueueConsumer;
  messages: Message[];
  inFlightGroups: Set<string>;
  inFlight: number;
  delivered: number;
  deadLetters: number;
  seen: Map<string, number>;
}

export interface LocalQueues {
  /** Stores the messages for delivery; answers their message ids (undefined: a FIFO duplicate, dropped). */
  send(queue: QueueName, messages: NewQueueMessage[]): string[];
  stats(): Record<string, { waiting: number; inFlight: number; delivered: number; deadLetters: number }>;
  stop(): Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function sqsEvent(queue: QueueState, batch: Message[]): SQSEvent {
  const arn = `arn:aws:sqs:${localRegion}:${localAccountId}:${queue.consumer.queue}`;
  return {
    Records: batch.map((message) => ({
      messageId: message.id,
      receiptHandle: message.id,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receives),
        SentTimestamp: String(message.sentAt),
        SenderId: localAccountId,
        ApproximateFirstReceiveTimestamp: String(Date.now()),
        ...(message.group ? { MessageGroupId: message.group, MessageDeduplicationId: message.deduplicationId ?? message.id } : {}),
      },
      messageAttributes: {},
      md5OfBody: md5(message.body),
      eventSource: 'aws:sqs',
      eventSourceARN: arn,
      awsRegion: localRegion,
    })),
  };
}

export function createLocalQueues(consumers: readonly QueueConsumer[], invoke: Invoke, log: Log): LocalQueues {
  const queues = new Map<QueueName, QueueState>(
    consumers.map((consumer) => [
      consumer.queue,
      { consumer, messages: [], inFlightGroups: new Set(), inFlight: 0, delivered: 0, deadLetters: 0, seen: new Map() },
    ]),
  );
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** The next batch a poller would receive now, or none. */
  function nextBatch(queue: QueueState, now: number): Message[] {
    const { consumer, messages } = queue;
    if (!consumer.fifo) {
      if (queue.inFlight >= STANDARD_CONCURRENCY) return [];
      return messages.filter((message) => message.visibleAt <= now).slice(0, consumer.batchSize);
    }
    const blocked = new Set(queue.inFlightGroups);
    for (const message of messages) {
      const group = message.group ?? '';
      if (blocked.has(group)) continue;
      // A group's first message decides: later ones wait behind it, in order.
      if (message.visibleAt > now) {
        blocked.add(group);
        continue;
      }
      const ofGroup = messages.filter((other) => (other.group ?? '') === group);
      const waiting = ofGroup.findIndex((other) => other.visibleAt > now);
      return ofGroup.slice(0, waiting < 0 ? consumer.batchSize : Math.min(waiting, consumer.batchSize));
    }
    return [];
  }

  function settle(queue: QueueState, batch: Message[], failedIds: Set<string>): void {
    const now = Date.now();
    for (const message of batch) {
      if (!failedIds.has(message.id)) {
        queue.messages.splice(queue.messages.indexOf(message), 1);
        queue.delivered += 1;
      } else if (message.receives >= MAX_RECEIVES) {
        queue.messages.splice(queue.messages.indexOf(message), 1);
        queue.deadLetters += 1;
        log(`Cola ${queue.consumer.queue}: mensaje ${message.id} a mensajes fallidos tras ${message.receives} intentos`);
      } else {
        message.visibleAt = now + Math.min(30_000, 500 * 2 ** message.receives);
      }
    }
  }

  async function deliver(queue: QueueState, batch: Message[]): Promise<void> {
    const groups = new Set(batch.map((message) => message.group ?? ''));
    for (const message of batch) {
      message.receives += 1;
      message.visibleAt = Number.POSITIVE_INFINITY;
    }
    if (queue.consumer.fifo) groups.forEach((group) => queue.inFlightGroups.add(group));
    queue.inFlight += 1;
    let failed: Set<string>;
    try {
      const answer = await invoke<SQSBatchResponse | undefined>(queue.consumer, sqsEvent(queue, batch));
      failed = new Set((answer?.batchItemFailures ?? []).map(({ itemIdentifier }) => itemIdentifier));
    } catch (error) {
      log(`${queue.consumer.id} (${queue.consumer.handler}) falló: ${describeError(error)}`);
      failed = new Set(batch.map(({ id }) => id));
    }
    queue.inFlight -= 1;
    if (queue.consumer.fifo) groups.forEach((group) => queue.inFlightGroups.delete(group));
    settle(queue, batch, failed);
  }

  function pump(): void {
    if (stopped) return;
    const now = Date.now();
    for (const queue of queues.values()) {
      for (let batch = nextBatch(queue, now); batch.length > 0; batch = nextBatch(queue, now)) {
        const delivery = deliver(queue, batch).finally(() => {
          running.delete(delivery);
          pump();
        });
        running.add(delivery);
      }
    }
    schedule();
  }

  /** Wakes up when the earliest waiting message becomes visible. */
  function schedule(): void {
    clearTimeout(timer);
    const waiting = [...queues.values()].flatMap(({ messages }) => messages.map(({ visibleAt }) => visibleAt)).filter(Number.isFinite);
    if (waiting.length === 0) return;
    timer = setTimeout(pump, Math.max(0, Math.min(...waiting) - Date.now()));
    timer.unref();
  }

  function isDuplicate(queue: QueueState, message: NewQueueMessage, now: number): boolean {
    if (!queue.consumer.fifo) return false;
    for (const [id, until] of queue.seen) if (until < now) queue.seen.delete(id);
    const id = message.deduplicationId ?? md5(message.body);
    if (queue.seen.has(id)) return true;
    queue.seen.set(id, now + DEDUPLICATION_MS);
    return false;
  }

  return {
    send(name, messages) {
      const queue = queues.get(name);
      if (!queue) throw new Error(`No consumer reads the queue ${name}`);
      const now = Date.now();
      const ids = messages.map((message) => {
        const id = randomUUID();
        if (isDuplicate(queue, message, now)) return id;
        const delay = queue.consumer.fifo ? 0 : (message.delaySeconds ?? 0) * 1000;
        queue.messages.push({ ...message, id, sentAt: now, visibleAt: now + delay, receives: 0 });
        return id;
      });
      queueMicrotask(pump);
      return ids;
    },
    stats() {
      return Object.fromEntries(
        [...queues].map(([name, queue]) => [
          name,
          { waiting: queue.messages.length - queue.inFlight, inFlight: queue.inFlight, delivered: queue.delivered, deadLetters: queue.deadLetters },
        ]),
      );
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
