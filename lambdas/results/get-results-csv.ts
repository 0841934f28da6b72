// GET /api/events/{eventId}/results/csv?modalidad=…&view=equipos&group=… — a report as a CSV file's
// text, which the browser saves: for now the team report, the one report whose rows no other list
// carries. Built from the report's stored pages, public and cacheable like them.
import type { ResultsCsv } from '@shared/results/result-row';
import { TEAM_VIEW } from '@shared/results/result-row';
import { resultRamaLabels, standingsApiTexts, teamReportTexts } from '@shared/results/results-texts';
import type { TeamStanding } from '@shared/results/teams';
import { boundedCsv } from '@lambdas/core/bounded-csv';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { cacheableReply } from './standings-http';
import { standingsQueryOf } from './standings-query';
import { listPages } from './standings-repository';
import { teamReportCsv } from './team-report-csv';

/** Far more teams than a race has; the answer's size bounds it first. */
const MAX_ROWS = 30_000;

async function* lines(teams: TeamStanding[], line: (team: TeamStanding) => string): AsyncGenerator<string> {
  for (const team of teams) yield line(team);
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { page: _page, ...list } = standingsQueryOf(event);
  if (list.view !== TEAM_VIEW) throw new HttpError(400, 'CSV_NOT_OFFERED', standingsApiTexts.csvViewOnly);
  const [item, pages] = await Promise.all([getEvent(eventId), listPages<TeamStanding>(eventId, list)]);
  if (!item) throw eventNotFound();
  const teams = pages.flatMap((page) => page.rows);
  const writer = teamReportCsv(teams);
  const { csv, rows, truncated } = await boundedCsv(writer.header, lines(teams, writer.line), MAX_ROWS);
  const rama = list.group in resultRamaLabels ? resultRamaLabels[list.group as keyof typeof resultRamaLabels] : '';
  const body: ResultsCsv = { nombreArchivo: teamReportTexts.fileName(item.nombreEvento, list.modalidad, rama), csv, filas: rows, truncado: truncated };
  return cacheableReply(event, body, { maxAge: 5 });
});
