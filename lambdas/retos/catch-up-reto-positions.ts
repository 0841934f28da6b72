// Scheduled every minute: recomputes again the positions of retos left behind their finish times for
// good (core/catch-up.ts).
import type { ScheduledEvent } from 'aws-lambda';
import { catchUp } from '../core/catch-up';
import { observed } from '../core/observability';
import { queuePositionsRecheck } from './reto-positions-queue';
import { listChangedRetos, settleChangedReto } from './reto-positions-repository';

export const handler = observed(
  async (event: ScheduledEvent): Promise<{ requeued: number }> => ({
    requeued: await catchUp(await listChangedRetos(), new Date(event.time), {
      requeue: ({ eventID, version }) => queuePositionsRecheck(eventID, version),
      settle: ({ eventID }) => settleChangedReto(eventID),
    }),
  }),
);
