// Asks for an event's standings to be refreshed off the request path: the change is numbered, then
// queued in the event's message group, so one refresh at a time works on an event, in order.
import { need } from '../core/env';
import { sendMessages } from '../core/work-queue';
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
}

export interface RefreshMessage extends StandingsChange {
  eventId: number;
  version: number;
  /** Epoch ms the change was stored: the refresh lag is measured from here to the published standings. */
  storedAt: number;
}

/** Numbers a change before its data is written, so a change cut short still shows as pending. */
export const numberChange = (eventId: number) => markChanged(eventId);

/** A batch's reads fit one message: SQS takes 256 KiB, and 1,000 reads with the longest ids are about 190 KB. */
export async function queueRefresh(eventId: number, version: number, change: StandingsChange): Promise<void> {
  const body: RefreshMessage = { eventId, version, storedAt: Date.now(), ...change };
  await sendMessages(queueUrl, [{ body, group: `event-${eventId}`, deduplicationId: `${eventId}-${version}` }]);
}

/** For changes written in one step (the event's configuration): numbered and queued together. */
export async function requestRefresh(eventId: number, change: StandingsChange): Promise<void> {
  await queueRefresh(eventId, await numberChange(eventId), change);
}
