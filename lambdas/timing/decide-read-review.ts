// POST /api/events/{eventId}/read-reviews — the timer accepts or discards one flagged read
// (docs/timing.md#the-review-queue). The decision is recorded once, with who took it, in the
// athlete's timing state, and the standings refresh picks it up through the queue. The same decision
// sent twice changes nothing the second time; a different one after it answers 409.
import { reviewTexts } from '@shared/timing/read-review-texts';
import { reviewDecisionRequestSchema, type ReviewDecisionAnswer } from '@shared/timing/read-review-schemas';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { numberChange, queueRefresh } from '@lambdas/results/standings-queue';
import { decisionOf, getFlagged, recordDecision } from './flagged-reads-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const caller = callerOf(event);
  await requirePermission(caller, eventId, 'reviewReads');
  const { bib, readId, decision } = parseBody(event, reviewDecisionRequestSchema);
  if (!(await getFlagged(eventId, bib)).some((read) => read.readId === readId)) {
    // A discarded read leaves the flags once the refresh ran: the same decision again is answered as taken.
    const taken = await decisionOf(eventId, bib, readId);
    if (taken === decision) return { body: { changed: false, decision } satisfies ReviewDecisionAnswer };
    throw taken ? new HttpError(409, 'ALREADY_DECIDED', reviewTexts.decidedOtherwise) : new HttpError(404, 'NOT_FLAGGED', reviewTexts.notFlagged);
  }
  // Numbered before the decision is written: a request cut short in between leaves the change pending.
  const version = await numberChange(eventId);
  const answer: ReviewDecisionAnswer = await recordDecision(eventId, bib, { readId, decision, by: caller.email || caller.userId, at: new Date().toISOString() });
  if (answer.decision !== decision) throw new HttpError(409, 'ALREADY_DECIDED', reviewTexts.decidedOtherwise);
  // Queued even for a decision taken before: a first request cut short before queueing is made good.
  await queueRefresh(eventId, version, { bibs: [bib] });
  return { body: answer };
});
