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
  const { eventId, formId, submissionId } = submission;
  const { data } = await FormSubmissionEntity.get({ eventId, formId, submissionId }).go({ consistent: true, attributes: ['fecha'] });
  if (!data) throw new Error(`Submission ${submissionId} was refused but is not stored`);
  return { id: submissionId, fecha: data.fecha };
}

const toSubmission = (item: FormSubmissionItem): FormSubmission => ({ id: item.submissionId, formId: item.formId, fecha: item.fecha, campos: item.campos as Record<string, FieldValue> });

/** Up to `limit` submissions of the form, newest first, older than `before` when given; `more`: others follow. */
export async function submissionPage(eventId: number, formId: string, limit: number, before?: CreatedSubmission): Promise<{ rows: FormSubmission[]; more: boolean }> {
  const query = FormSubmissionEntity.query.newestFirst({ eventId, formId });
  const { data } = await (before ? query.lt({ fecha: before.fecha, submissionId: before.id }) : query).go({ order: 'desc', count: limit + 1 });
  return { rows: data.slice(0, limit).map(toSubmission), more: data.length > limit };
}
