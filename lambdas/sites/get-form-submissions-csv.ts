// GET /api/events/{eventId}/forms/submissions/csv?form= — one form's submissions as a CSV file's
// text, for the same staff who read them in the list.
import { submissionListQuerySchema } from '@shared/sites/form-submission-api';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { formSubmissionsCsv } from './form-submissions-csv';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'listAll');
  const { form } = submissionListQuerySchema.pick({ form: true }).parse(event.queryStringParameters ?? {});
  return { body: await formSubmissionsCsv(eventId, form) };
});
