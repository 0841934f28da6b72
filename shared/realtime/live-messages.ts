// What the live topics carry. A viewer follows what it shows: the event's live summary (counts, the
// latest passes, the sequence number at which result rows last changed), paced by the event's
// audience, and the athletes it opened, each sent as soon as the athlete's row changes. The summary
// carries the field's pace profiles, which a viewer applies to the athletes it follows.
import type { PaceProfiles } from '@shared/results/pace-profile';
import type { LivePass, ResultRow } from '@shared/results/result-row';

export const liveTopic = (eventId: number) => `live:${eventId}`;
export const athleteTopic = (eventId: number, bib: string) => `athlete:${eventId}:${bib}`;

/** The event a live summary topic belongs to, or null for another topic. */
export function liveTopicEvent(topic: string): number | null {
  const match = /^live:(\d{1,9})$/.exec(topic);
  return match ? Number(match[1]) : null;
}

/** The event and bib of an athlete topic, or null for another topic. */
export function athleteTopicParts(topic: string): { eventId: number; bib: string } | null {
  const match = /^athlete:(\d{1,9}):([A-Za-z0-9-]{1,12})$/.exec(topic);
  return match ? { eventId: Number(match[1]), bib: match[2]! } : null;
}

export interface LiveState {
  /** Raised by every refresh that changed something. */
  seq: number;
  /** The seq at which result rows last changed; a page fetched before it is out of date. */
  rowsSeq: number;
  finishers: number;
  participants: number;
  /** Newest first. */
  passes: LivePass[];
  /** Per modality, how the field paced each stretch so far (docs/results.md "Projected finish and next checkpoint"). */
  profiles: PaceProfiles;
}

export interface LiveSummary extends LiveState {
  type: 'live';
  topic: string;
  eventId: number;
}

export interface AthleteUpdate {
  type: 'athlete';
  topic: string;
  eventId: number;
  row: ResultRow;
}
