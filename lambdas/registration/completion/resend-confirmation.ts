// POST /api/events/{eventId}/registrants/{registroId}/confirmation-mail — 'Reenviar correo de
// confirmación?' / 'si, reenviar' (docs/registration.md §2 Correos enviados): only for a registration whose payment is
// complete; the mail is sent and recorded, or staff are told it failed. Limited per registrant.
import { rateLimits } from '@shared/core/rate-limits';
import { adminApiMessages, adminTexts } from '@shared/registration/admin-texts';
import { confirmationMailType } from '@shared/registration/mail-texts';
import type { RegistrantChange } from '@shared/registration/registrant-admin-api';
import type { PaymentStatus } from '@shared/registration/registration-api';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { getEvent } from '@lambdas/events/events-repository';
import { toEventSummary } from '@lambdas/events/event-view';
import { adminCall, adminRegistrant } from '../admin/admin-request';
import { toDetail } from '../admin/registrant-admin-view';
import { callerHiddenFields } from '../admin/caller-hidden-fields';
import { getRegistrant } from '../registrants-repository';
import { resendMail } from './registration-mail';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'resendMail');
  const registrant = await adminRegistrant(event, call);
  const statusPago = registrant.statusPago as PaymentStatus;
  if (statusPago.status !== 'ok') throw new HttpError(409, 'NOT_COMPLETE', adminApiMessages.notCompleteForMail);
  await enforceLimits([{ subject: `reenvio:${call.eventId}:${registrant.registroId}`, limits: rateLimits.confirmationResends }]);
  const stored = await getEvent(call.eventId);
  if (!stored) throw new HttpError(404, 'EVENT_NOT_FOUND', adminApiMessages.registrantNotFound);
  try {
    await resendMail(registrant, toEventSummary(stored), confirmationMailType({ statusPago, tipoRegistro: registrant.tipoRegistro }));
  } catch {
    throw new HttpError(502, 'MAIL_FAILED', adminApiMessages.mailFailed);
  }
  const body: RegistrantChange = { registrant: toDetail((await getRegistrant(registrant)) ?? registrant, await callerHiddenFields(call)), description: adminTexts.toasts.mailResent };
  return { body };
});
