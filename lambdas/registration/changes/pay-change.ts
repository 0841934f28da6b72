// POST /api/events/{eventId}/changes/{cambioId}/payment — pays an athlete's change and applies it
// (docs/registration.md, Transfers and modality changes): a transfer's new athlete sends their data
// with the card, the holder of a modality change the card alone; 0 is confirmed for free. Answers the
// change as it ends; a transfer applied names the link of the registration that is now the payer's,
// to the attempt that paid it only.
import { changePaymentSchema } from '@shared/registration/change-api';
import { changeApiMessages } from '@shared/registration/change-texts';
import { isRegistrationOpen } from '@shared/registration/registration-api';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { limitPayment } from '../form/request-limits';
import { getRegistrant } from '../registrants-repository';
import { payChange } from './change-payment';
import { modalityQuote, transferPlan } from './change-plan';
import { changeContext, changeNotFound, changeOf } from './change-request';
import { newHolderLink, toChangeView } from './change-view';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, changePaymentSchema);
  const [change, context] = await Promise.all([changeOf(event, eventId, { consistent: true }), changeContext(eventId)]);
  const registrant = await getRegistrant(change, { consistent: true });
  if (!registrant) throw changeNotFound();
  const view = (settled: typeof change) => toChangeView(settled, context.event, context.config, registrant.descripcionModalidad, newHolderLink(settled, request.intento));
  // Paid already (a double click, a retry after the answer was lost): its outcome again, nothing charged.
  if (change.estado === 'aplicado') return { body: view(change) };
  if (change.estado === 'cancelado' || change.estado === 'deshecho') throw new HttpError(409, 'CHANGE_NOT_PENDING', changeApiMessages.notPending);
  const now = new Date();
  if (change.hasta !== undefined && now.getTime() >= Date.parse(change.hasta)) throw new HttpError(409, 'CHANGE_NOT_ALLOWED', changeApiMessages.deadlinePassed);
  if (!isRegistrationOpen(context.event, context.config, now)) throw new HttpError(409, 'CHANGE_NOT_ALLOWED', changeApiMessages.registrationClosed);
  const plan = change.tipo === 'traspaso' ? transferPlan(context, registrant, request.datos, now) : modalityQuote(context, registrant, change.codigoModalidad ?? '', now).plan;
  const payer = change.tipo === 'traspaso' && request.datos ? request.datos : registrant;
  await limitPayment(event, eventId, payer.correo, request.metodo);
  return { body: view(await payChange(change, request, payer, plan, context)) };
});
