// One form's submissions as a CSV built on the request, bounded so that it fits one API answer: the
// newest first, read a page at a time, until MAX_ROWS lines or MAX_CHARS of text; past either, the
// answer says it holds the newest only (README 'Organizer webs').
import type { CreatedSubmission, FormSubmission, SubmissionsCsv } from '../../shared/sites/form-submission-api';
import { submissionsCsv, submissionsFileName } from '../../shared/sites/form-submission-csv';
import { eventForm } from './form-groups';
import { submissionPage } from './form-submissions-repository';

const MAX_ROWS = 5_000;
/** Well under the 6 MB a Lambda answer carries, quotes and accents escaped in JSON included. */
const MAX_CHARS = 2_500_000;
const PAGE = 500;

async function* newestFirst(eventId: number, formId: string): AsyncGenerator<FormSubmission> {
  let before: CreatedSubmission | undefined;
  for (;;) {
    const page = await submissionPage(eventId, formId, PAGE, before);
    yield* page.rows;
    before = page.rows.at(-1);
    if (!page.more || !before) return;
  }
}

export async function formSubmissionsCsv(eventId: number, formId: string, now = new Date()): Promise<SubmissionsCsv> {
  const { event, fields } = await eventForm(eventId, formId);
  const writer = submissionsCsv(fields, event.zonaHoraria);
  let csv = writer.header;
  let filas = 0;
  let truncado = false;
  for await (const submission of newestFirst(eventId, formId)) {
    const line = writer.line(submission);
    if (filas === MAX_ROWS || csv.length + line.length > MAX_CHARS) {
      truncado = true;
      break;
    }
    csv += line;
    filas += 1;
  }
  return { nombreArchivo: submissionsFileName(event.nombreEvento, formId, now, event.zonaHoraria), csv, filas, truncado };
}
