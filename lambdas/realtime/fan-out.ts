// The fan-out queue's consumer: sends an event's live summary to one shard of its listeners (the
// summary as it is now, so a late message still carries the latest state), or changed rows to the
// athletes' followers (handing on, in messages of their own, the push notices of those some browser
// asked them of: push-fan-out.ts), or those push notices, or a registrant notice to the event's admin
// screens, or a ready-made message to one shard of a topic's listeners. Connections that are gone are
// forgotten on the way.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { countDeltasSent, logger, observed } from '@lambdas/core/observability';
import { registrantsTopic, type RegistrantsNotice } from '@shared/realtime/admin-messages';
import { athleteTopic, liveTopic, type LiveSummary } from '@shared/realtime/live-messages';
import type { ServerMessage } from '@shared/realtime/socket-messages';
import type { ResultRow } from '@shared/results/result-row';
import { inParallel } from '@lambdas/core/in-parallel';
import { getLiveFeedRecord } from './live-feed-repository';
import { closeConnection, listSubscribers } from './connection-repository';
import { sendToConnection } from './connections-api';
import { queuePushNotices, sendPushNotices } from './push-fan-out';
import type { FanOutMessage } from './fan-out-queue';

const POSTS_IN_FLIGHT = 64;
const TOPICS_IN_FLIGHT = 16;

async function sendToAll(connections: string[], message: ServerMessage): Promise<number> {
  const sent = await inParallel(connections, POSTS_IN_FLIGHT, async (connectionId) => {
    if (await sendToConnection(connectionId, message)) return 1;
    await closeConnection(connectionId);
    return 0;
  });
  return sent.reduce<number>((sum, one) => sum + one, 0);
}

async function sendSummary(eventId: number, shard: number): Promise<number> {
  const topic = liveTopic(eventId);
  const connections = await listSubscribers(topic, shard);
  if (connections.length === 0) return 0;
  const feed = await getLiveFeedRecord(eventId);
  if (!feed) return 0;
  const { seq, rowsSeq, finishers, participants, passes, profiles } = feed;
  const summary: LiveSummary = { type: 'live', topic, eventId, seq, rowsSeq, finishers, participants, passes, profiles };
  return sendToAll(connections, summary);
}

async function sendNotice(eventId: number, registroId: string): Promise<number> {
  const topic = registrantsTopic(eventId);
  const connections = await listSubscribers(topic, 0);
  const notice: RegistrantsNotice = { type: 'registrants', topic, eventId, registroId };
  return connections.length === 0 ? 0 : sendToAll(connections, notice);
}

async function sendRows(eventId: number, rows: ResultRow[]): Promise<number> {
  const sent = await inParallel(rows, TOPICS_IN_FLIGHT, async (row) => {
    const topic = athleteTopic(eventId, row.num);
    const connections = await listSubscribers(topic, 0);
    return connections.length === 0 ? 0 : sendToAll(connections, { type: 'athlete', topic, eventId, row });
  });
  return sent.reduce((sum, one) => sum + one, 0);
}

async function sendToTopic(topic: string, shard: number, message: ServerMessage): Promise<number> {
  const connections = await listSubscribers(topic, shard);
  return connections.length === 0 ? 0 : sendToAll(connections, message);
}

async function send(message: FanOutMessage): Promise<number> {
  switch (message.kind) {
    case 'live':
      return sendSummary(message.eventId, message.shard);
    case 'athletes': {
      const [sent] = await Promise.all([sendRows(message.eventId, message.rows), queuePushNotices(message.eventId, message.rows)]);
      return sent;
    }
    case 'notices':
      await sendPushNotices(message.eventId, message.rows);
      return 0;
    case 'registrants':
      return sendNotice(message.eventId, message.registroId);
    case 'topic':
      return sendToTopic(message.topic, message.shard, message.message);
  }
}

export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failed: string[] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      const message = JSON.parse(record.body) as FanOutMessage;
      try {
        countDeltasSent(await send(message));
      } catch (error) {
        const about = message.kind === 'topic' ? { topic: message.topic } : { eventId: message.eventId };
        logger.error('Live messages were not all sent; the queue will offer them again', { ...about, error });
        failed.push(record.messageId);
      }
    }),
  );
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
