// POST /api/events/{eventId}/waitlist/entry — the athlete's own entry, by the key their mail carries
// (a POST so the key stays out of logs of addresses): their place in line, or the place offered and
// until when, with their data to prefill the registration.
import { waitlistEntryKeySchema } from '@shared/registration/waitlist-api';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { entryView, ownEntry } from './own-entry';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const entry = await ownEntry(event, eventId, parseBody(event, waitlistEntryKeySchema));
  return { body: await entryView(entry) };
});
