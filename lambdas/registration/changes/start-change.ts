// POST /api/events/{eventId}/registrations/{registroId}/changes — the holder of a complete registration
// starts a transfer to another person or a modality change from its confirmation page (the random
// registroId is the credential), within the organizer's rules and deadline (docs/registration.md,
// Transfers and modality changes). Answers the change with what it charges; one pending at a time.
import { randomUUID } from 'node:crypto';
import { startChangeSchema } from '@shared/registration/change-api';
import { changeApiMessages } from '@shared/registration/change-texts';
import { isRegistrationOpen, type PaymentStatus } from '@shared/registration/registration-api';
import { changeRefusal, transferOrder } from '@shared/registration/registration-changes';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { registrantOf } from '../form/registrant-path';
import { limitRegistrationChange } from '../form/request-limits';
import { modalityQuote } from './change-plan';
import { changeContext } from './change-request';
import { toChangeView } from './change-view';
import { startChange, type NewChange } from './changes-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, startChangeSchema);
  limitRegistrationChange(event);
  const [context, registrant] = await Promise.all([changeContext(eventId), registrantOf(event, eventId)]);
  const now = new Date();
  const completa = (registrant.statusPago as PaymentStatus).status === 'ok' && !registrant.cancelado;
  const inscripcionesAbiertas = isRegistrationOpen(context.event, context.config, now);
  const refusal = changeRefusal(context.config.cambios, request.tipo, { completa, borrado: registrant.borrado, inscripcionesAbiertas }, now);
  if (refusal) throw new HttpError(409, 'CHANGE_NOT_ALLOWED', refusal);
  if (registrant.cambioPendiente) throw new HttpError(409, 'CHANGE_PENDING', changeApiMessages.pendingExists);
  const { traspasos, cambioModalidad } = context.config.cambios;
  let change: NewChange;
  if (request.tipo === 'traspaso') {
    change = { tipo: 'traspaso', order: transferOrder(context.config), reembolso: 0, ...(traspasos.hasta ? { hasta: traspasos.hasta } : {}) };
  } else {
    const { order, reembolso, plan } = modalityQuote(context, registrant, request.codigoModalidad, now);
    change = { tipo: 'modalidad', order, reembolso, codigoModalidad: plan.placement.modalidad, descripcionDestino: plan.placement.descripcionModalidad, ...(cambioModalidad.hasta ? { hasta: cambioModalidad.hasta } : {}) };
  }
  const cambioId = randomUUID();
  if (!(await startChange(registrant, cambioId, change, now))) throw new HttpError(409, 'CHANGE_PENDING', changeApiMessages.pendingExists);
  const stored = { ...change, eventId, cambioId, registroId: registrant.registroId, estado: 'pendiente' as const, creado: now.toISOString(), rechazos: 0 };
  return { statusCode: 201, body: toChangeView(stored, context.event, context.config, registrant.descripcionModalidad) };
});
