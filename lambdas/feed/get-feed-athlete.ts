// GET /api/feed/v1/events/{eventId}/athletes/{bib}?formato= — one athlete's published row of a live or
// closed event, with its splits and its status (docs/results.md §4 'Result status'), as JSON or CSV.
import { rowAgeGrade } from '@shared/results/age-grade';
import { formatDuration } from '@shared/results/durations';
import { withSectionDefaults } from '@shared/results/event-sections';
import type { FeedAthlete } from '@shared/results/feed-schemas';
import { feedApiTexts } from '@shared/results/feed-texts';
import { resultStatus, statusConfig } from '@shared/results/result-status';
import { contentHash } from '@lambdas/core/content-hash';
import { HttpError } from '@lambdas/core/http-error';
import { eventIdOf } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { bibOf } from '@lambdas/results/bib-path';
import { getPublishedRows } from '@lambdas/results/standings-repository';
import { athleteCsv } from './feed-csv';
import { countFeedRead } from './feed-limit';
import { csvFileName, feedFormatOf, feedHandler, feedReply } from './feed-reply';
import { isPreliminary, publicEventOf } from './public-results';

export const handler = feedHandler(async (event) => {
  const eventId = eventIdOf(event);
  const bib = bibOf(event);
  const format = feedFormatOf(event);
  countFeedRead(event);
  const [item, sections, [row]] = await Promise.all([getEvent(eventId), getEventSections(eventId), getPublishedRows(eventId, [bib])]);
  const published = publicEventOf(item);
  if (!row) throw new HttpError(404, 'ATHLETE_NOT_FOUND', feedApiTexts.athleteNotFound);
  const { timingConfig, puntosControl, modalidades } = withSectionDefaults(sections);
  const grade = rowAgeGrade(row, modalidades, puntosControl, published.eventType);
  const body: FeedAthlete = {
    eventId,
    preliminary: isPreliminary(published),
    row,
    estado: resultStatus(row, statusConfig(published, timingConfig)),
    ...(grade ? { edadAjustada: { porcentaje: grade.porcentaje, tiempo: formatDuration(grade.tiempoMS) } } : {}),
  };
  return feedReply(event, format, {
    revision: contentHash(body),
    json: body,
    csv: { text: () => athleteCsv(body, puntosControl), fileName: csvFileName(['atleta', eventId, bib]) },
  });
});
