// GET /api/events/{eventId}/forms/submissions?form=&cursor= — one form's submissions, newest first,
// a page at a time, for the event's staff who read every registrant (admin matrix 'listAll': not an
// inscriptor, who sees only the registrants it made) and the platform's admins.
import { SUBMISSIONS_PAGE, cursorOf, parseCursor, submissionListQuerySchema, type SubmissionPage } from '@shared/sites/form-submission-api';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { submissionPage } from './form-submissions-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'listAll');
  const query = submissionListQuerySchema.parse(event.queryStringParameters ?? {});
  const { rows, more } = await submissionPage(eventId, query.form, SUBMISSIONS_PAGE, query.cursor === undefined ? undefined : parseCursor(query.cursor));
  const last = rows.at(-1);
  const body: SubmissionPage = { submissions: rows, ...(more && last ? { cursor: cursorOf(last) } : {}) };
  return { body };
});
