// PUT /api/events/{eventId} — replaces the event's plain fields; a new eventoDisponible moves it
// between the public lists. Registrations read the event from then on.
import { eventInfoSchema } from '../../shared/results/event-schemas';
import { callerOf } from '../core/caller';
import { markRegistrationChanged } from '../registration/registration-revision';
import { httpHandler, parseBody } from '../core/http-handler';
import { requireEventRole } from './event-access';
import { eventIdOf, eventNotFound } from './event-path';
import { toEventSummary } from './event-view';
import { updateEventInfo } from './events-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requireEventRole(callerOf(event), eventId);
  const updated = await updateEventInfo(eventId, parseBody(event, eventInfoSchema));
  if (!updated) throw eventNotFound();
  await markRegistrationChanged(eventId);
  return { body: toEventSummary(updated) };
});
