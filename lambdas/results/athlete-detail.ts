// GET /api/events/{eventId}/athletes/{bib} — one athlete's published row, the race photos taken around
// the athlete's finish (spec: the finish-time window), or the last pass without a finish, and the age
// grade when the modality is graded (docs/results.md "Edad ajustada": the screens then need no table).
import { messages } from '@shared/core/messages';
import { rowAgeGrade } from '@shared/results/age-grade';
import { withSectionDefaults } from '@shared/results/event-sections';
import { fromLocalDateTime } from '@shared/results/local-time';
import type { ResultRow } from '@shared/results/result-row';
import type { EventPhoto } from '@shared/media/event-photo';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { listPhotosNear } from '@lambdas/media/event-photos-repository';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { bibOf } from './bib-path';
import { cacheableReply } from './standings-http';
import { getPublishedRows } from './standings-repository';

/** Epoch seconds of the finish, or of the last pass of an athlete who did not finish. */
function photoMoment(row: ResultRow, zone: string): number | null {
  const text = row.fhm || row.parciales.map((split) => split.fechaHoraPunto).sort().at(-1);
  const epochMs = text ? fromLocalDateTime(text, zone) : null;
  return epochMs === null ? null : epochMs / 1000;
}

async function photosOf(eventId: number, at: number | null, window: number): Promise<EventPhoto[]> {
  if (at === null) return [];
  const photos = await listPhotosNear(eventId, at, window);
  return photos.sort((a, b) => a.horaAjustada - b.horaAjustada);
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const bib = bibOf(event);
  const [item, sections, [row]] = await Promise.all([getEvent(eventId), getEventSections(eventId), getPublishedRows(eventId, [bib])]);
  if (!item) throw eventNotFound();
  if (!row) throw new HttpError(404, 'ATHLETE_NOT_FOUND', messages.notFound);
  const { photoConfig, modalidades, puntosControl } = withSectionDefaults(sections);
  const photos = await photosOf(eventId, photoMoment(row, item.zonaHoraria), photoConfig.photoWindowSeconds);
  const grade = rowAgeGrade(row, modalidades, puntosControl, item.eventType);
  return cacheableReply(event, { row, photos, grade }, { maxAge: 5 });
});
