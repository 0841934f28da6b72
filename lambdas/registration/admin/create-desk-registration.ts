// POST /api/events/{eventId}/desk-registrations — staff register a person at the desk (point of sale
// or enrollment code), allowed to every event role with 'registerAtDesk' and to admins; answers the
// registrant's confirmation with its folio (201, or 200 for an attempt sent again).
import { deskRegistrationRequestSchema } from '@shared/registration/desk-registration-api';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { toConfirmation } from '../completion/confirmation-view';
import { registerAtDesk } from './desk-registration';
import { limitDeskRegistration } from '../form/request-limits';
import { siteOf } from '@lambdas/core/request-site';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const eventId = eventIdOf(event);
  const access = await requirePermission(caller, eventId, 'registerAtDesk');
  await limitDeskRegistration(caller.userId);
  const request = parseBody(event, deskRegistrationRequestSchema);
  const { registrant, context, created } = await registerAtDesk(eventId, request, { userId: caller.userId, access }, siteOf(event));
  return { statusCode: created ? 201 : 200, body: toConfirmation(registrant, context.event, context.config) };
});
