// GET /api/feed/v1/events/{eventId} — the feed's index of a live or closed event: its modalities and
// every list of each with its finishers and pages, so a client knows what to ask for. JSON only.
import { withSectionDefaults } from '@shared/results/event-sections';
import type { FeedEvent } from '@shared/results/feed-schemas';
import { contentHash } from '@lambdas/core/content-hash';
import { eventIdOf } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { getListTotals } from '@lambdas/results/standings-state-repository';
import { modalityLists } from './feed-index';
import { countFeedRead } from './feed-limit';
import { feedHandler, feedReply } from './feed-reply';
import { isPreliminary, publicEventOf } from './public-results';

export const handler = feedHandler(async (event) => {
  const eventId = eventIdOf(event);
  countFeedRead(event);
  const [item, sections, totals] = await Promise.all([getEvent(eventId), getEventSections(eventId), getListTotals(eventId, { consistent: false })]);
  const published = publicEventOf(item);
  const body: FeedEvent = {
    eventId,
    nombreEvento: published.nombreEvento,
    fechaEvento: published.fechaEvento,
    zonaHoraria: published.zonaHoraria,
    eventoDisponible: published.eventoDisponible,
    preliminary: isPreliminary(published),
    modalidades: withSectionDefaults(sections).modalidades.map((modality) => ({
      codigoModalidad: modality.codigoModalidad,
      descripcionModalidad: modality.descripcionModalidad,
      kilometro: modality.kilometro,
      listas: modalityLists(modality, totals),
    })),
  };
  return feedReply(event, 'json', { revision: contentHash(body), json: body });
});
