// Asks for a reto's positions to be recomputed off the request path, once its finish time is
// written: the change is numbered, then queued in the reto's message group, so one recompute at a
// time works on a reto, and a burst of finish times is read by one recompute.
import { need } from '@lambdas/core/env';
import { sendMessages } from '@lambdas/core/queue-sender';
import { markPositionsChanged } from './reto-positions-repository';

const queueUrl = need('RETO_POSITIONS_QUEUE_URL');

/** The queue's message: `eventID`, as the messages already queued carry it (docs/retos.md §3 Virtual event). */
export interface PositionsMessage {
  eventID: string;
  version: number;
}

async function send(eventId: string, version: number, deduplicationId: string): Promise<void> {
  const body: PositionsMessage = { eventID: eventId, version };
  await sendMessages(queueUrl, [{ body, group: `reto-${eventId}`, deduplicationId }]);
}

export async function requestPositions(eventId: string): Promise<void> {
  const version = await markPositionsChanged(eventId);
  await send(eventId, version, `${eventId}-${version}`);
}

/** The reto left behind `version` with its change's message lost (core/catch-up.ts): queued again, at most once per version every five minutes. */
export const queuePositionsRecheck = (eventId: string, version: number) => send(eventId, version, `${eventId}-${version}-recheck`);
