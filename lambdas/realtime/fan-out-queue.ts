// Hands live messages to the fan-out function: the event's summary to each shard of its listeners
// (at a chosen moment), changed athletes' rows to their followers and, apart, to the browsers that
// asked for their push notices, registrant notices to the event's admin screens, and ready-made
// messages (a reto's chat) to each shard of a topic's listeners.
import type { ServerMessage } from '@shared/realtime/socket-messages';
import type { ResultRow } from '@shared/results/result-row';
import { need } from '@lambdas/core/env';
import { logger } from '@lambdas/core/observability';
import { sendMessages } from '@lambdas/core/queue-sender';
import { topicShards } from '@lambdas/data/subscription-entity';
import { liveTopic } from '@shared/realtime/live-messages';

const queueUrl = need('FANOUT_QUEUE_URL');
/** Rows per message: a message stays far below SQS's 256 KB. */
const ROWS_PER_MESSAGE = 100;
/** SQS delays a message at most 15 minutes. */
const MAX_DELAY_SECONDS = 900;

export type FanOutMessage =
  | { kind: 'live'; eventId: number; shard: number }
  | { kind: 'athletes'; eventId: number; rows: ResultRow[] }
  | { kind: 'notices'; eventId: number; rows: ResultRow[] }
  | { kind: 'registrants'; eventId: number; registroId: string }
  | { kind: 'topic'; topic: string; shard: number; message: ServerMessage };

/** The summary of the event as it is when the message is handled, `delayMs` from now. */
export async function queueLiveBroadcast(eventId: number, delayMs: number): Promise<void> {
  const delaySeconds = Math.min(MAX_DELAY_SECONDS, Math.ceil(Math.max(0, delayMs) / 1000));
  const shards = Array.from({ length: topicShards(liveTopic(eventId)) }, (_, shard) => shard);
  await sendMessages(queueUrl, shards.map((shard) => ({ body: { kind: 'live', eventId, shard } satisfies FanOutMessage, delaySeconds })));
}

function rowMessages(kind: 'athletes' | 'notices', eventId: number, rows: ResultRow[]) {
  const messages = [];
  for (let first = 0; first < rows.length; first += ROWS_PER_MESSAGE) {
    messages.push({ body: { kind, eventId, rows: rows.slice(first, first + ROWS_PER_MESSAGE) } satisfies FanOutMessage });
  }
  return messages;
}

export async function queueAthleteRows(eventId: number, rows: ResultRow[]): Promise<void> {
  await sendMessages(queueUrl, rowMessages('athletes', eventId, rows));
}

/**
 * The push notices of changed rows, in messages of their own (docs/realtime.md, "Push notices"): a push
 * service that must be tried again fails only them, never the followers' messages.
 */
export async function queueNoticeRows(eventId: number, rows: ResultRow[]): Promise<void> {
  await sendMessages(queueUrl, rowMessages('notices', eventId, rows));
}

/**
 * Tells the event's admin screens that a registrant was added, changed or removed. A notice that
 * cannot be queued is logged and dropped: it costs the screens freshness, never the registration.
 */
export async function queueRegistrantNotice(eventId: number, registroId: string): Promise<void> {
  try {
    await sendMessages(queueUrl, [{ body: { kind: 'registrants', eventId, registroId } satisfies FanOutMessage }]);
  } catch (error) {
    logger.warn('A registrant notice was not queued', { eventId, registroId, error: error instanceof Error ? error : String(error) });
  }
}

/**
 * Sends each message to every listener of its topic. Messages that cannot be queued are logged and
 * dropped: the screens read what they missed when they connect again.
 */
export async function queueTopicMessages(messages: { topic: string; message: ServerMessage }[]): Promise<void> {
  const bodies = messages.flatMap(({ topic, message }) =>
    Array.from({ length: topicShards(topic) }, (_, shard) => ({ body: { kind: 'topic', topic, shard, message } satisfies FanOutMessage })),
  );
  try {
    await sendMessages(queueUrl, bodies);
  } catch (error) {
    logger.warn('Topic messages were not queued', { topics: messages.map(({ topic }) => topic), error: error instanceof Error ? error : String(error) });
  }
}
