// PUT /api/events/{eventId} — replaces the event's plain fields; a new eventoDisponible moves it
// between the public lists. The standings follow: whether the event is closed decides the status of
// runners without a finish, and the date, zone and event type decide ages, times and order.
import { eventInfoSchema } from '../../shared/results/event-schemas';
import { callerOf } from '../core/caller';
import { httpHandler, parseBody } from '../core/http-handler';
import { refreshStandings } from '../timing/refresh-standings';
import { requireEventRole } from './event-access';
import { eventIdOf, eventNotFound } from './event-path';
import { toEventSummary } from './event-view';
import { updateEventInfo } from './events-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requireEventRole(callerOf(event), eventId);
  const updated = await updateEventInfo(eventId, parseBody(event, eventInfoSchema));
  if (!updated) throw eventNotFound();
  await refreshStandings(eventId);
  return { body: toEventSummary(updated) };
});
