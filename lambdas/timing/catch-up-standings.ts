// Scheduled every minute: refreshes again, read whole, the standings of events left behind their
// timing data for good (core/catch-up.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { catchUp } from '@lambdas/core/catch-up';
import { observed } from '@lambdas/core/observability';
import { queueRecheck } from '@lambdas/results/standings-queue';
import { listChangedEvents, settleChanged } from '@lambdas/results/standings-state-repository';

/** One sweep at `now`; answers how many events were queued again. */
export const catchUpStandings = async (now: Date) =>
  catchUp(await listChangedEvents(), now, {
    requeue: ({ eventId, version }) => queueRecheck(eventId, version),
    settle: ({ eventId }) => settleChanged(eventId),
  });

export const handler = observed(async (event: ScheduledEvent): Promise<{ requeued: number }> => ({ requeued: await catchUpStandings(new Date(event.time)) }));
