// The standings queue's consumer: each batch's messages are grouped by event (the FIFO queue hands
// one batch per event at a time) and each event is refreshed once for all of its changes. An event
// that fails reports its messages as failed, so the queue offers them again later.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger, observed, recordRefreshLag } from '@lambdas/core/observability';
import type { RefreshMessage } from '@lambdas/results/standings-queue';
import { refreshEvent } from './warm-standings';

export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
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
      // From the oldest change stored to the standings that include it.
      recordRefreshLag(Date.now() - Math.min(...messages.map(({ storedAt }) => storedAt)));
    } catch (error) {
      logger.error('Standings were not refreshed; the queue will offer them again', { eventId, error });
      failed.push(...ids);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
