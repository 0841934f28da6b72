// GET /api/events/{eventId}/tarjeta.png — an event's card, the picture its pages' previews show when
// it has none of its own (docs/sites.md 'Documents'). Public; cached like the event's pages.
import { eventApiMessages } from '@shared/results/results-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { eventCardLines } from './event-documents';
import { pngReply, renderPreviewCard } from './preview-card';

export const handler = httpHandler(async (event) => {
  const item = await getEvent(eventIdOf(event));
  if (!item) throw new HttpError(404, 'EVENT_NOT_FOUND', eventApiMessages.eventNotFound);
  return pngReply(await renderPreviewCard(eventCardLines(item)));
});
