// GET /api/events/{eventId}/athletes/{bib} — one athlete's published row and the race photos taken
// around any of the athlete's passes.
import { messages } from '../../shared/core/messages';
import { fromLocalDateTime } from '../../shared/results/local-time';
import { photosNear } from '../../shared/results/photos';
import type { ResultRow } from '../../shared/results/result-row';
import type { EventPhoto } from '../../shared/media/event-photo';
import { HttpError } from '../core/http-error';
import { httpHandler } from '../core/http-handler';
import { listPhotosNear } from '../media/event-photos-repository';
import { eventIdOf, eventNotFound } from './event-path';
import { getEventSections } from './event-sections-repository';
import { toEventSections } from './event-view';
import { getEvent } from './events-repository';
import { cacheableReply } from './standings-http';
import { getPublishedRows } from './standings-repository';

/** Epoch seconds of every pass of the row (splits and finish). */
function passSeconds(row: ResultRow, zone: string): number[] {
  const times = [...row.parciales.map((split) => split.fechaHoraPunto), row.fhm];
  return times.flatMap((text) => {
    const epochMs = text ? fromLocalDateTime(text, zone) : null;
    return epochMs === null ? [] : [epochMs / 1000];
  });
}

async function photosOf(eventId: number, seconds: number[], window: number): Promise<EventPhoto[]> {
  const found = await Promise.all(seconds.map(async (at) => photosNear(await listPhotosNear(eventId, at, window), at, window)));
  const byUrl = new Map(found.flat().map((photo) => [photo.url, photo]));
  return [...byUrl.values()].sort((a, b) => a.horaAjustada - b.horaAjustada);
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const bib = event.pathParameters?.bib ?? '';
  const [item, sections, [row]] = await Promise.all([getEvent(eventId), getEventSections(eventId), getPublishedRows(eventId, [bib])]);
  if (!item) throw eventNotFound();
  if (!row) throw new HttpError(404, 'ATHLETE_NOT_FOUND', messages.notFound);
  const window = toEventSections(sections).photoConfig.photoWindowSeconds;
  const photos = await photosOf(eventId, passSeconds(row, item.zonaHoraria), window);
  return cacheableReply(event, { row, photos }, { maxAge: 5 });
});
