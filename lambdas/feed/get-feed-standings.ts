// GET /api/feed/v1/events/{eventId}/standings?modalidad=&view=&group=&page=&formato= — one published
// page (100 rows) of a list of a live or closed event, as JSON or CSV: the very page the results
// screens read, with no recomputation. Its ETag is the page's content hash, its list's total and
// whether the results are still preliminary.
import type { FeedStandings } from '@shared/results/feed-schemas';
import { isPublicRow } from '@shared/results/public-rows';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { standingsAnswer } from '@lambdas/results/standings-answer';
import { standingsQueryOf } from '@lambdas/results/standings-query';
import { standingsCsv } from './feed-csv';
import { countFeedRead } from './feed-limit';
import { csvFileName, feedFormatOf, feedReply } from './feed-reply';
import { publicEventOf } from './public-results';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const format = feedFormatOf(event);
  const query = standingsQueryOf(event);
  countFeedRead(event);
  const answer = await standingsAnswer(eventId, query);
  if (!answer) throw eventNotFound();
  publicEventOf(answer.item);
  const body: FeedStandings = { ...answer.body, rows: answer.body.rows.filter(isPublicRow) };
  return feedReply(event, format, {
    revision: answer.revision,
    json: body,
    csv: {
      text: () => standingsCsv(body.view, body.rows),
      fileName: csvFileName(['resultados', eventId, body.modalidad, body.view, body.group, body.page].filter((part) => part !== '')),
    },
  });
});
