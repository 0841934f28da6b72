// The contract of an organizer web's form submissions (docs/sites.md §2.10, docs/retos.md §3 Form submission, docs/platform.md §7
// formsData/{formId}/{newKey}): what a visitor sends to a form section, fed by one of the event's
// field groups (its name is the form's id), and what the event's staff read back, newest first.
import { z } from 'zod';
import { boundedRecord } from '@shared/core/input-bounds';
import type { FieldValue } from '@shared/registration/form-fields';
import { fieldValueSchema } from '@shared/registration/registration-api';
import { formApiMessages } from './form-submission-texts';
import { eventIdSchema } from './site-schema';

/** What one submission may carry in all, over every answer's text: a contact form, not a document. */
export const MAX_SUBMISSION_CHARS = 10_000;
/** Submissions of one form per page of the admin's list. */
export const SUBMISSIONS_PAGE = 50;

/** A field group's name (gruposFormularios' keys), the form's id. */
export const formIdSchema = z.string().trim().min(1).max(60);

const answerChars = (campos: Record<string, FieldValue>) => Object.values(campos).reduce<number>((total, value) => total + String(value).length, 0);

/** POST /api/events/{eventId}/forms/{grupo}/submissions. */
export const submissionRequestSchema = z.object({
  /** One random id per filled form: the same one sent again is the same submission. */
  intento: z.uuid(),
  /** The event whose web the form is on: its own event's form, or one its owner administers (docs/sites.md 'Form sections'). */
  sitio: eventIdSchema,
  /** The answers, keyed by the group's iDCampo; checked by the server against the group's fields. */
  campos: boundedRecord(z.string().min(1).max(60), fieldValueSchema, 200).refine((campos) => answerChars(campos) <= MAX_SUBMISSION_CHARS, formApiMessages.tooLong(MAX_SUBMISSION_CHARS)),
});
export type SubmissionRequest = z.infer<typeof submissionRequestSchema>;

export interface CreatedSubmission {
  id: string;
  /** When the server stored it, ISO-8601 UTC. */
  fecha: string;
}

export interface FormSubmission extends CreatedSubmission {
  formId: string;
  campos: Record<string, FieldValue>;
}

/** Where a page ended: its last submission's date and id. */
const cursorSchema = z.string().max(100).regex(/^\d{4}-\d{2}-\d{2}T[\d:.]{8,12}Z\|[0-9a-f-]{36}$/, formApiMessages.badCursor);

/** GET /api/events/{eventId}/forms/submissions?form=&cursor=; the CSV takes `form` alone. */
export const submissionListQuerySchema = z.object({ form: formIdSchema, cursor: cursorSchema.optional() });

export const cursorOf = ({ fecha, id }: CreatedSubmission) => `${fecha}|${id}`;

export function parseCursor(cursor: string): CreatedSubmission {
  const [fecha = '', id = ''] = cursor.split('|');
  return { fecha, id };
}

export interface SubmissionPage {
  submissions: FormSubmission[];
  /** The next page's cursor; absent at the end of the list. */
  cursor?: string;
}

/** GET /api/events/{eventId}/forms/submissions/csv?form=: the file as text, for the browser to save. */
export interface SubmissionsCsv {
  nombreArchivo: string;
  csv: string;
  filas: number;
  /** More submissions than a download carries: the newest ones are in it. */
  truncado: boolean;
}
