// GET /api/feed/v1/events/{eventId}/standings?modalidad=&view=&group=&page=&formato= — one published
// page (100 rows) of a list of a live or closed event, as JSON or CSV: the very page the results
// screens read, with no recomputation. Its ETag is the page's content hash, its list's total and
// whether the results are still preliminary.
import { CSV_BOM } from '@shared/registration/csv-cells';
import { ageGradeTexts } from '@shared/results/age-grade-texts';
import type { FeedStandings } from '@shared/results/feed-schemas';
import { isPublicRow } from '@shared/results/public-rows';
import { AGE_GRADE_VIEW, TEAM_VIEW, type ResultRow } from '@shared/results/result-row';
import type { TeamStanding } from '@shared/results/teams';
import { HttpError } from '@lambdas/core/http-error';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { standingsAnswer } from '@lambdas/results/standings-answer';
import { standingsQueryOf } from '@lambdas/results/standings-query';
import { teamReportCsv } from '@lambdas/results/team-report-csv';
import { standingsCsv } from './feed-csv';
import { countFeedRead } from './feed-limit';
import { csvFileName, feedFormatOf, feedHandler, feedReply } from './feed-reply';
import { publicEventOf } from './public-results';

export const handler = feedHandler(async (event) => {
  const eventId = eventIdOf(event);
  const format = feedFormatOf(event);
  const query = standingsQueryOf(event);
  countFeedRead(event);
  const answer = await standingsAnswer(eventId, query);
  if (!answer) throw eventNotFound();
  publicEventOf(answer.item);
  const { view } = answer.body;
  if (view === AGE_GRADE_VIEW) throw new HttpError(400, 'INVALID_QUERY', ageGradeTexts.feedNoList);
  const fileName = csvFileName(['resultados', eventId, answer.body.modalidad, view, answer.body.group, answer.body.page].filter((part) => part !== ''));
  if (view === TEAM_VIEW) {
    // The team report (docs/results.md, Equipos): its rows are teams, its file the results CSV's.
    const teams = answer.body.rows as TeamStanding[];
    const writer = teamReportCsv(teams);
    return feedReply(event, format, {
      revision: answer.revision,
      json: answer.body,
      csv: { text: () => writer.header.slice(CSV_BOM.length) + teams.map(writer.line).join(''), fileName },
    });
  }
  const body: FeedStandings = { ...answer.body, view, rows: (answer.body.rows as ResultRow[]).filter(isPublicRow) };
  return feedReply(event, format, {
    revision: answer.revision,
    json: body,
    csv: { text: () => standingsCsv(body.view, body.rows), fileName },
  });
});
