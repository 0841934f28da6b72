// GET /api/events/{eventId}/athletes/{bib}/tarjeta.png — an athlete's result card, the image a shared
// result link previews (docs/sites.md 'Documents'). Public; cached like the athlete's page.
import { messages } from '@shared/core/messages';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { athleteResult, resultCardLines } from './event-documents';
import { pngReply, renderPreviewCard } from './preview-card';

export const handler = httpHandler(async (event) => {
  const result = await athleteResult(eventIdOf(event), event.pathParameters?.bib ?? '');
  if (!result) throw new HttpError(404, 'ATHLETE_NOT_FOUND', messages.notFound);
  return pngReply(await renderPreviewCard(resultCardLines(result)));
});
