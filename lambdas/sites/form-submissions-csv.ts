// One form's submissions as a CSV built on the request, bounded so that it fits one API answer
// (core/bounded-csv.ts): the newest first, read a page at a time, until MAX_ROWS lines; past that,
// or past the answer's size, it says it holds the newest only (docs/sites.md).
import type { CreatedSubmission, FormSubmission, SubmissionsCsv } from '@shared/sites/form-submission-api';
import { submissionsCsv, submissionsFileName } from '@shared/sites/form-submission-csv';
import { boundedCsv } from '@lambdas/core/bounded-csv';
import { eventForm } from './form-groups';
import { submissionPage } from './form-submissions-repository';

const MAX_ROWS = 5_000;
const PAGE = 500;

async function* newestFirst(eventId: number, formId: string, line: (submission: FormSubmission) => string): AsyncGenerator<string> {
  let before: CreatedSubmission | undefined;
  for (;;) {
    const page = await submissionPage(eventId, formId, PAGE, before);
    yield* page.rows.map(line);
    before = page.rows.at(-1);
    if (!page.more || !before) return;
  }
}

export async function formSubmissionsCsv(eventId: number, formId: string, now = new Date()): Promise<SubmissionsCsv> {
  const { event, fields } = await eventForm(eventId, formId);
  const writer = submissionsCsv(fields, event.zonaHoraria);
  const { csv, rows, truncated } = await boundedCsv(writer.header, newestFirst(eventId, formId, writer.line), MAX_ROWS);
  return { nombreArchivo: submissionsFileName(event.nombreEvento, formId, now, event.zonaHoraria), csv, filas: rows, truncado: truncated };
}
