// DELETE /api/events/{eventId}/registrations/{registroId}/changes/{cambioId} — the holder cancels a
// change not yet paid, from the confirmation page (docs/registration.md, Transfers and modality
// changes): the transfer's link stops working. A change being paid or applied is not cancelled;
// cancelling twice answers the same.
import { changeApiMessages } from '@shared/registration/change-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { registrantOf } from '../form/registrant-path';
import { limitRegistrationChange } from '../form/request-limits';
import { changeContext, changeNotFound, changeOf } from './change-request';
import { toChangeView } from './change-view';
import { cancelChange, getChange } from './changes-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  limitRegistrationChange(event);
  const [registrant, change, context] = await Promise.all([registrantOf(event, eventId), changeOf(event, eventId), changeContext(eventId)]);
  if (change.registroId !== registrant.registroId) throw changeNotFound();
  if (!(await cancelChange(change, registrant))) {
    const current = await getChange(eventId, change.cambioId, { consistent: true });
    if (current?.estado !== 'cancelado') throw new HttpError(409, 'CHANGE_NOT_PENDING', changeApiMessages.notPending);
  }
  return { body: toChangeView({ ...change, estado: 'cancelado' }, context.event, context.config, registrant.descripcionModalidad) };
});
