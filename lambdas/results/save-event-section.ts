// PUT /api/events/{eventId}/sections/{section} — one section's JSON, validated by its schema and
// stored whole; a bad document answers 400 with the path of every field at fault. Registrations read
// the sections (the modalities above all) from then on, and the sections the standings are computed
// from queue a whole refresh.
import { eventApiMessages } from '@shared/results/results-texts';
import { eventSectionSchemas, type EventSectionName } from '@shared/results/event-sections';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseDocumentBody, type HttpEvent } from '@lambdas/core/http-handler';
import { markRegistrationChanged } from '@lambdas/events/registration-revision';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { saveEventSection } from '@lambdas/events/event-sections-repository';
import { requestRefresh } from './standings-queue';

const STANDINGS_SECTIONS: ReadonlySet<EventSectionName> = new Set(['modalidades', 'puntosControl', 'timingConfig']);

function sectionOf(event: HttpEvent): EventSectionName {
  const name = event.pathParameters?.section ?? '';
  if (!Object.hasOwn(eventSectionSchemas, name)) {
    throw new HttpError(404, 'SECTION_NOT_FOUND', eventApiMessages.sectionNotFound);
  }
  return name as EventSectionName;
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const section = sectionOf(event);
  const caller = callerOf(event);
  await requirePermission(caller, eventId, 'configure');
  const data: unknown = parseDocumentBody(event, eventSectionSchemas[section]);
  await saveEventSection(eventId, section, data, caller.userId);
  await markRegistrationChanged(eventId);
  if (STANDINGS_SECTIONS.has(section)) await requestRefresh(eventId, { full: true });
  return { body: { section, data } };
});
