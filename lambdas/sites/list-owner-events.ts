// GET /api/events/{eventId}/owner-events?status= — what an event list section of the event's web shows
// (docs/sites.md 'Platform sections'): the events of one status that the web's owner, the account that
// created the event, created too and still administers (lambdas/events/event-administrators.ts), the
// event itself among them, in the public list's order, at most 100. Never chosen by the organizer's
// free-text name, which anyone may copy, nor by a role alone: any account may create an event and grant
// the owner a role on it, so an event another account created is never listed on its own. Public and
// cached like every event read.
import { type OwnerEvents, ownerEventsQuerySchema } from '@shared/sites/site-api';
import { httpHandler } from '@lambdas/core/http-handler';
import type { EventItem } from '@lambdas/data/event-entity';
import { administeredEvents } from '@lambdas/events/event-administrators';
import { EVENT_LISTS } from '@lambdas/events/event-lists';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { toEventSummary } from '@lambdas/events/event-view';
import { getEvent, getEvents } from '@lambdas/events/events-repository';
import { publicReadHeaders } from '@lambdas/events/public-read';

const MAX_LISTED = 100;

const sortKey = (item: EventItem) => `${item.fechaEvento}#${item.horaEvento}#${String(item.eventId).padStart(10, '0')}`;

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { status } = ownerEventsQuerySchema.parse(event.queryStringParameters ?? {});
  const site = await getEvent(eventId);
  if (!site) throw eventNotFound();
  const ids = new Set([eventId, ...(await administeredEvents(site.createdBy))]);
  const descending = Object.values(EVENT_LISTS).find((list) => list.status === status)?.order === 'desc';
  const listed = (await getEvents([...ids]))
    .filter((item) => item.eventoDisponible === status && (item.eventId === eventId || item.createdBy === site.createdBy))
    .sort((a, b) => (descending ? -1 : 1) * sortKey(a).localeCompare(sortKey(b)))
    .slice(0, MAX_LISTED);
  const body: OwnerEvents = { events: listed.map(toEventSummary) };
  return { headers: publicReadHeaders, body };
});
