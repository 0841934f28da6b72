// GET /api/events/{eventId}/live — what a live page loads before following `live:{eventId}`: the
// delta sequence, the counts and the latest 20 passes, newest first.
import { httpHandler } from '../core/http-handler';
import { eventIdOf, eventNotFound } from './event-path';
import { getEvent } from './events-repository';
import { cacheableReply } from './standings-http';
import { getLiveFeed, type LiveFeed } from './standings-repository';

const noTimingYet: LiveFeed = { seq: 0, finishers: 0, participants: 0, passes: [] };

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  let feed = await getLiveFeed(eventId);
  if (!feed) {
    if (!(await getEvent(eventId))) throw eventNotFound();
    feed = noTimingYet;
  }
  // One second: a client catching up after a gap must not be handed an older sequence for long.
  return cacheableReply(event, feed, { maxAge: 1 });
});
