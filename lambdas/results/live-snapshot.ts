// GET /api/events/{eventId}/live — what a live page loads before following `live:{eventId}`: the
// sequence numbers, the counts, the latest 20 passes, newest first, and the field's pace profiles.
import type { LiveState } from '@shared/realtime/live-messages';
import { httpHandler } from '@lambdas/core/http-handler';
import { getLiveFeedRecord } from '@lambdas/realtime/live-feed-repository';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { cacheableReply } from './standings-http';

const noTimingYet: LiveState = { seq: 0, rowsSeq: 0, finishers: 0, participants: 0, passes: [], profiles: {} };

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const record = await getLiveFeedRecord(eventId);
  if (!record && !(await getEvent(eventId))) throw eventNotFound();
  const { seq, rowsSeq, finishers, participants, passes, profiles } = record ?? noTimingYet;
  // One second: a client catching up after a reconnect must not be handed an older state for long.
  return cacheableReply(event, { seq, rowsSeq, finishers, participants, passes, profiles } satisfies LiveState, { maxAge: 1 });
});
