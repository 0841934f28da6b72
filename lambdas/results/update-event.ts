// PUT /api/events/{eventId} — replaces the event's plain fields; a new eventoDisponible moves it
// between the public lists. Registrations read the event from then on, and the standings are refreshed
// whole: whether the event is closed decides the status of runners without a finish, and the date,
// zone and event type decide ages, times and order.
import { eventInfoSchema } from '@shared/results/event-schemas';
import { callerOf } from '@lambdas/core/caller';
import { markRegistrationChanged } from '@lambdas/events/registration-revision';
import { httpHandler, parseDocumentBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { toEventSummary } from '@lambdas/events/event-view';
import { updateEventInfo } from '@lambdas/events/events-repository';
import { requestRefresh } from './standings-queue';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'configure');
  const updated = await updateEventInfo(eventId, parseDocumentBody(event, eventInfoSchema));
  if (!updated) throw eventNotFound();
  await markRegistrationChanged(eventId);
  await requestRefresh(eventId, { full: true });
  return { body: toEventSummary(updated) };
});
