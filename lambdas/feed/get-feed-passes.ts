// GET /api/feed/v1/events/{eventId}/passes?modalidad=&filtro=&formato= — the live pass list of a live
// or closed event, as JSON or CSV, newest first: without a modality the event's latest 20 passes (the
// live page's table), with a modality and a checkpoint filter the list the refresh keeps for them
// (docs/results.md §5). Each pass carries its checkpoint's name in the runner's modality.
import { z } from 'zod';
import { CHECKPOINT_FILTER, passPointName } from '@shared/results/checkpoints';
import { withSectionDefaults } from '@shared/results/event-sections';
import type { FeedPasses } from '@shared/results/feed-schemas';
import { feedApiTexts } from '@shared/results/feed-texts';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { LivePass } from '@shared/results/result-row';
import { contentHash } from '@lambdas/core/content-hash';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { getLiveFeedRecord } from '@lambdas/realtime/live-feed-repository';
import { getPassList } from '@lambdas/results/live-passes-repository';
import { passesCsv } from './feed-csv';
import { countFeedRead } from './feed-limit';
import { csvFileName, feedFormatOf, feedHandler, feedReply } from './feed-reply';
import { isPreliminary, publicEventOf } from './public-results';

const passesQuerySchema = z.object({
  modalidad: z.string().trim().min(1).max(20).optional(),
  filtro: z.coerce.number().int().min(0).max(CHECKPOINT_FILTER.pending).optional(),
});

/** A modality with its filter, or neither (the event's latest passes). */
function passesQueryOf(event: HttpEvent): { modalidad: string; filtro: number } | null {
  const parsed = passesQuerySchema.safeParse(event.queryStringParameters ?? {});
  const query = parsed.data;
  if (!query || (query.modalidad === undefined) !== (query.filtro === undefined)) throw new HttpError(400, 'INVALID_QUERY', feedApiTexts.invalidPassesQuery);
  return query.modalidad === undefined || query.filtro === undefined ? null : { modalidad: query.modalidad, filtro: query.filtro };
}

async function passesOf(eventId: number, query: { modalidad: string; filtro: number } | null): Promise<LivePass[]> {
  if (query) return (await getPassList(eventId, query.modalidad, query.filtro))?.passes ?? [];
  return (await getLiveFeedRecord(eventId))?.passes ?? [];
}

export const handler = feedHandler(async (event) => {
  const eventId = eventIdOf(event);
  const format = feedFormatOf(event);
  const query = passesQueryOf(event);
  countFeedRead(event);
  const [item, sections, passes] = await Promise.all([getEvent(eventId), getEventSections(eventId), passesOf(eventId, query)]);
  const published = publicEventOf(item);
  const points = withSectionDefaults(sections).puntosControl;
  const body: FeedPasses = {
    eventId,
    modalidad: query?.modalidad ?? null,
    filtro: query?.filtro ?? null,
    preliminary: isPreliminary(published),
    passes: passes.map((pass) => ({ ...pass, punto: passPointName(points, pass, resultsScreenTexts.finish) })),
  };
  return feedReply(event, format, {
    revision: contentHash(body),
    json: body,
    csv: { text: () => passesCsv(body.passes), fileName: csvFileName(['pasos', eventId, ...(query ? [query.modalidad, query.filtro] : [])]) },
  });
});
