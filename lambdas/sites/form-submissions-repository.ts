// An event's form submissions: stored once per intento, and one form's read newest first, a page at
// a time from where the last page ended.
import type { CreatedSubmission, FormSubmission } from '@shared/sites/form-submission-api';
import type { FieldValue } from '@shared/registration/form-fields';
import { guardedWrite } from '@lambdas/data/conditions';
import { FormSubmissionEntity, type FormSubmissionItem } from '@lambdas/data/form-submission-entity';

export interface NewSubmission {
  eventId: number;
  formId: string;
  submissionId: string;
  fecha: string;
  campos: Record<string, FieldValue>;
}

/** Stores the submission; the same intento sent again (or twice at once) answers the one stored first. */
export async function storeSubmission(submission: NewSubmission): Promise<CreatedSubmission> {
  if (await guardedWrite(FormSubmissionEntity.create(submission).go({ response: 'none' }))) return { id: submission.submissionId, fecha: submission.fecha };
  const stored = await storedSubmission(submission.eventId, submission.formId, submission.submissionId);
  if (!stored) throw new Error(`Submission ${submission.submissionId} was refused but is not stored`);
  return stored;
}

/** The submission stored under this intento, if any. */
export async function storedSubmission(eventId: number, formId: string, submissionId: string): Promise<CreatedSubmission | undefined> {
  const { data } = await FormSubmissionEntity.get({ eventId, formId, submissionId }).go({ consistent: true, attributes: ['fecha'] });
  return data ? { id: submissionId, fecha: data.fecha } : undefined;
}

const toSubmission = (item: FormSubmissionItem): FormSubmission => ({ id: item.submissionId, formId: item.formId, fecha: item.fecha, campos: item.campos as Record<string, FieldValue> });

/** Up to `limit` submissions of the form, newest first, older than `before` when given; `more`: others follow. */
export async function submissionPage(eventId: number, formId: string, limit: number, before?: CreatedSubmission): Promise<{ rows: FormSubmission[]; more: boolean }> {
  const query = FormSubmissionEntity.query.newestFirst({ eventId, formId });
  const { data } = await (before ? query.lt({ fecha: before.fecha, submissionId: before.id }) : query).go({ order: 'desc', count: limit + 1 });
  return { rows: data.slice(0, limit).map(toSubmission), more: data.length > limit };
}
