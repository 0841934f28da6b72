// Scheduled every minute: recomputes again the positions of retos left behind their finish times for
// good (core/catch-up.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { catchUp } from '@lambdas/core/catch-up';
import { observed } from '@lambdas/core/observability';
import { queuePositionsRecheck } from './reto-positions-queue';
import { listChangedRetos, settleChangedReto } from './reto-positions-repository';

/** One sweep at `now`; answers how many retos were queued again. */
export const catchUpRetoPositions = async (now: Date) =>
  catchUp(await listChangedRetos(), now, {
    requeue: ({ eventId, version }) => queuePositionsRecheck(eventId, version),
    settle: ({ eventId }) => settleChangedReto(eventId),
  });

export const handler = observed(async (event: ScheduledEvent): Promise<{ requeued: number }> => ({ requeued: await catchUpRetoPositions(new Date(event.time)) }));
