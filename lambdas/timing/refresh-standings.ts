// The standings queue's consumer: each batch's messages are grouped by event (the FIFO queue hands
// one batch per event at a time) and each event is refreshed once for all of its changes. An event
// that fails reports its messages as failed, so the queue offers them again later.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { RefreshMessage } from './standings-queue';
import { refreshEvent } from './standings-refresh';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const byEvent = new Map<number, { ids: string[]; messages: RefreshMessage[] }>();
  for (const record of event.Records) {
    const message = JSON.parse(record.body) as RefreshMessage;
    const group = byEvent.get(message.eventId) ?? { ids: [], messages: [] };
    group.ids.push(record.messageId);
    group.messages.push(message);
    byEvent.set(message.eventId, group);
  }
  const failed: string[] = [];
  for (const [eventId, { ids, messages }] of byEvent) {
    try {
      await refreshEvent(eventId, messages);
    } catch (error) {
      console.error(`Standings of event ${eventId} were not refreshed; the queue will try again`, error);
      failed.push(...ids);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
}
