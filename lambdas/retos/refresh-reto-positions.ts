// The reto positions queue's consumer: a batch's messages are grouped by reto (the FIFO queue hands
// one batch per reto at a time) and each reto is recomputed once, up to its latest change. A reto
// that fails reports its messages as failed, so the queue offers them again later.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger, observed } from '@lambdas/core/observability';
import type { PositionsMessage } from './reto-positions-queue';
import { recomputePositions } from './reto-positions';

export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const byReto = new Map<string, { ids: string[]; upTo: number }>();
  for (const record of event.Records) {
    const message = JSON.parse(record.body) as PositionsMessage;
    const group = byReto.get(message.eventID) ?? { ids: [], upTo: 0 };
    group.ids.push(record.messageId);
    group.upTo = Math.max(group.upTo, message.version);
    byReto.set(message.eventID, group);
  }
  const failed: string[] = [];
  for (const [eventId, { ids, upTo }] of byReto) {
    try {
      await recomputePositions(eventId, upTo);
    } catch (error) {
      logger.error('Reto positions were not recomputed; the queue will offer them again', { eventId, error });
      failed.push(...ids);
    }
  }
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
