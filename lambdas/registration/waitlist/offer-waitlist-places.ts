// Scheduled every minute: every event's waiting lists pass on the offers whose time ran out and offer
// the places freed since the last run (waitlist-offers.ts), an event at a time.
import type { ScheduledEvent } from 'aws-lambda';
import { observed } from '@lambdas/core/observability';
import { offerFreedPlaces } from './waitlist-offers';
import { eventsWithLists } from './waitlist-repository';

export const handler = observed(async (event: ScheduledEvent): Promise<{ offered: number; passedOn: number }> => {
  const at = new Date(event.time);
  let offered = 0;
  let passedOn = 0;
  for (const eventId of await eventsWithLists()) {
    const round = await offerFreedPlaces(eventId, at);
    offered += round.offered;
    passedOn += round.passedOn;
  }
  return { offered, passedOn };
});
