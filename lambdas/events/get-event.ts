// GET /api/events/{eventId} — the event card and every public section of one event.
import { withSectionDefaults } from '@shared/results/event-sections';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from './event-path';
import { getEventSections } from './event-sections-repository';
import { toEventSummary } from './event-view';
import { getEvent } from './events-repository';
import { publicReadHeaders } from './public-read';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const [item, sections] = await Promise.all([getEvent(eventId), getEventSections(eventId)]);
  if (!item) throw eventNotFound();
  return { headers: publicReadHeaders, body: { event: toEventSummary(item), sections: withSectionDefaults(sections) } };
});
