// Asks for an event's standings to be refreshed off the request path: the change is numbered, then
// queued in the event's message group, so one refresh at a time works on an event, in order.
import { need } from '@lambdas/core/env';
import { sendMessages } from '@lambdas/core/queue-sender';
import { markChanged } from './standings-state-repository';

const queueUrl = need('STANDINGS_QUEUE_URL');

/** A read as stored in its athlete's passes: a refresh that holds the event adds it without reading the athlete. */
export interface QueuedRead {
  bib: string;
  readId: string;
  codigo: string;
  lap: number;
  epochMs: number;
}

/** What a refresh must look at again: some athletes (their reads or start-list entries), or everything. */
export interface StandingsChange {
  bibs?: string[];
  /** Every read of `bibs` the change stored (or found stored); absent, the athletes are read from the table. */
  reads?: QueuedRead[];
  /** The event or its sections changed: every row is built again. */
  full?: boolean;
  /** Names, branches or modalities may have changed: the search's name index is built again. */
  names?: boolean;
  /** Sent by the catch-up sweep (core/catch-up.ts): read whole, unless a refresh reached `version` meanwhile. */
  recheck?: boolean;
}

export interface RefreshMessage extends StandingsChange {
  eventId: number;
  version: number;
  /** Epoch ms the change was stored: the refresh lag is measured from here to the published standings. */
  storedAt: number;
}

/** Numbers a change before its data is written, so a change cut short still shows as pending. */
export const numberChange = (eventId: number) => markChanged(eventId);

async function send(eventId: number, version: number, change: StandingsChange, deduplicationId: string): Promise<void> {
  const body: RefreshMessage = { eventId, version, storedAt: Date.now(), ...change };
  await sendMessages(queueUrl, [{ body, group: `event-${eventId}`, deduplicationId }]);
}

/** A batch's reads fit one message: SQS takes 256 KiB, and 1,000 reads with the longest ids are about 190 KB. */
export const queueRefresh = (eventId: number, version: number, change: StandingsChange) => send(eventId, version, change, `${eventId}-${version}`);

/** The event left behind `version` with its change's message lost: read whole, at most once per version every five minutes. */
export const queueRecheck = (eventId: number, version: number) => send(eventId, version, { full: true, recheck: true }, `${eventId}-${version}-recheck`);

/** For changes written in one step (the event's configuration): numbered and queued together. */
export async function requestRefresh(eventId: number, change: StandingsChange): Promise<void> {
  await queueRefresh(eventId, await numberChange(eventId), change);
}
