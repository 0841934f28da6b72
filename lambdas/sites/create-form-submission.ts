// POST /api/events/{eventId}/forms/{grupo}/submissions — a visitor's answers to a form section of
// an organizer web (docs/sites.md §2.10, docs/platform.md §7): public, limited per client address and
// event (a rolling window), and the answers it would store per event (docs/security.md 'Request limits'), checked
// against the event's field group as the registration checks the same fields, stored with the
// server's date. The same intento sent again answers the submission it stored. A form sent from a web
// that may not show its event (docs/sites.md 'Platform sections') is refused.
import { rateLimits } from '@shared/core/rate-limits';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { submissionRequestSchema } from '@shared/sites/form-submission-api';
import { checkSubmission } from '@shared/sites/form-submission-check';
import { formApiMessages } from '@shared/sites/form-submission-texts';
import { clientOf } from '@lambdas/core/client-address';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { enforceRollingLimits } from '@lambdas/limits/rolling-rate-limit';
import { eventIdOf } from '@lambdas/events/event-path';
import { webMayShow } from './embedded-events';
import { eventForm, formIdOf } from './form-groups';
import { storedSubmission, storeSubmission } from './form-submissions-repository';

const prefixed = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([id, message]) => [`campos.${id}`, message]));

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const formId = formIdOf(event);
  const request = parseBody(event, submissionRequestSchema);
  await enforceRollingLimits([{ subject: `formulario:cliente:${clientOf(event)}:${eventId}`, limits: rateLimits.formSubmissionsPerClient }]);
  const { fields } = await eventForm(eventId, formId);
  if (!(await webMayShow(request.sitio, eventId))) throw new HttpError(403, 'FORM_NOT_ON_SITE', formApiMessages.notOnSite);
  const checked = checkSubmission(fields, request.campos);
  if (!checked.ok) {
    if ('empty' in checked) throw new HttpError(400, 'EMPTY_FORM', formApiMessages.emptyForm);
    throw new HttpError(400, 'VALIDATION', registrationApiMessages.reviewRequired, prefixed(checked.errors));
  }
  // What would be stored is counted for the event too (a refused form stores nothing), in clock windows:
  // many addresses post at once, and a count taken by one atomic update never makes them wait on each other.
  try {
    await enforceLimits([{ subject: `formulario:evento:${eventId}`, limits: rateLimits.formSubmissionsPerEvent }]);
  } catch (error) {
    // A visitor sending again a form already stored (a lost answer, a double click) gets it, not the flood's 429.
    const stored = await storedSubmission(eventId, formId, request.intento);
    if (stored) return { statusCode: 201, body: stored };
    throw error;
  }
  const body = await storeSubmission({ eventId, formId, submissionId: request.intento, fecha: new Date().toISOString(), campos: checked.values });
  return { statusCode: 201, body };
});
