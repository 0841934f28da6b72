// The review queue's bodies (docs/timing.md#the-review-queue): the timer's decision on one flagged
// read, and the list the timer's screen reads.
import { z } from 'zod';
import { REVIEW_DECISIONS, type ReviewCode, type ReviewDecision } from './read-review';

/** An athlete's key in the timing data: a bib, or `chip:` and a chip the start list does not name. */
const athleteKey = z.string().trim().min(1).max(50);

export const reviewDecisionRequestSchema = z
  .object({
    bib: athleteKey,
    readId: z.string().trim().min(1).max(100),
    decision: z.enum(REVIEW_DECISIONS),
  })
  .strict();
export type ReviewDecisionRequest = z.infer<typeof reviewDecisionRequestSchema>;

/** Whether this request decided the read (false: it was decided so before, and nothing changed). */
export interface ReviewDecisionAnswer {
  changed: boolean;
  decision: ReviewDecision;
}

/** One read of an athlete's history, in the event's wall-clock time. */
export interface ReviewedRead {
  readId: string;
  codigo: string;
  /** The point's description, or its code when the modality has no such point. */
  punto: string;
  lap: number;
  hora: string;
  codes: ReviewCode[];
  decision?: ReviewDecision;
}

/** A decision of the athlete's change log: who took it, when. */
export interface ReviewLogEntry {
  readId: string;
  decision: ReviewDecision;
  by: string;
  at: string;
}

export interface ReviewAthlete {
  bib: string;
  /** The start list's name; empty for a bib or chip it does not name. */
  nombre: string;
  modalidad: string;
  /** Every read of the athlete, oldest first: the flagged ones carry their reasons. */
  passes: ReviewedRead[];
  log: ReviewLogEntry[];
}

export interface ReviewQueue {
  athletes: ReviewAthlete[];
  /** More athletes have flagged reads than one answer lists. */
  more: boolean;
  hideUnreviewed: boolean;
}
