// GET /api/events/{eventId}/results/csv?modalidad=…&view=equipos|edad&group=… — a report as a CSV
// file's text, which the browser saves: the team report and the age-graded list, the reports whose
// columns no other list carries. Built from the report's stored pages, public and cacheable like them.
import { gradedDistance } from '@shared/results/graded-distance';
import { ageGradeTexts } from '@shared/results/age-grade-texts';
import type { EventInfo } from '@shared/results/event-schemas';
import { withSectionDefaults } from '@shared/results/event-sections';
import type { ResultRow, ResultsCsv } from '@shared/results/result-row';
import { AGE_GRADE_VIEW, TEAM_VIEW } from '@shared/results/result-row';
import { resultRamaLabels, standingsApiTexts, teamReportTexts } from '@shared/results/results-texts';
import type { TeamStanding } from '@shared/results/teams';
import { boundedCsv } from '@lambdas/core/bounded-csv';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { ageGradeCsv } from './age-grade-csv';
import { cacheableReply } from './standings-http';
import { standingsQueryOf } from './standings-query';
import { listPages } from './standings-repository';
import { teamReportCsv } from './team-report-csv';

/** Far more lines than a race has; the answer's size bounds it first. */
const MAX_ROWS = 30_000;

async function* lines<Row>(rows: Row[], line: (row: Row, lugar: number) => string): AsyncGenerator<string> {
  for (const [index, row] of rows.entries()) yield line(row, index + 1);
}

type ListQuery = Omit<ReturnType<typeof standingsQueryOf>, 'page'>;

async function teamsFile(eventId: number, list: ListQuery) {
  const teams = (await listPages<TeamStanding>(eventId, list)).flatMap((page) => page.rows);
  const writer = teamReportCsv(teams);
  return { file: await boundedCsv(writer.header, lines(teams, writer.line), MAX_ROWS), fileName: teamReportTexts.fileName };
}

async function ageGradeFile(eventId: number, list: ListQuery, eventType: EventInfo['eventType']) {
  const [sections, pages] = await Promise.all([getEventSections(eventId), listPages<ResultRow>(eventId, list)]);
  const { modalidades, puntosControl } = withSectionDefaults(sections);
  const modality = modalidades.find((candidate) => candidate.codigoModalidad === list.modalidad);
  const km = modality ? gradedDistance(modality, puntosControl, eventType) : null;
  if (km === null) throw new HttpError(400, 'NOT_AGE_GRADED', ageGradeTexts.notGraded);
  const writer = ageGradeCsv(km);
  return { file: await boundedCsv(writer.header, lines(pages.flatMap((page) => page.rows), writer.line), MAX_ROWS), fileName: ageGradeTexts.fileName };
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const { page: _page, ...list } = standingsQueryOf(event);
  if (list.view !== TEAM_VIEW && list.view !== AGE_GRADE_VIEW) throw new HttpError(400, 'CSV_NOT_OFFERED', standingsApiTexts.csvViewOnly);
  const item = await getEvent(eventId);
  if (!item) throw eventNotFound();
  const { file, fileName } = list.view === TEAM_VIEW ? await teamsFile(eventId, list) : await ageGradeFile(eventId, list, item.eventType);
  const rama = list.group in resultRamaLabels ? resultRamaLabels[list.group as keyof typeof resultRamaLabels] : '';
  const body: ResultsCsv = { nombreArchivo: fileName(item.nombreEvento, list.modalidad, rama), csv: file.csv, filas: file.rows, truncado: file.truncated };
  return cacheableReply(event, body, { maxAge: 5 });
});
