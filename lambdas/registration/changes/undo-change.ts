// POST /api/events/{eventId}/registrants/{registroId}/changes/{cambioId}/undo — staff undo an
// athlete's change from the registrant's detail (docs/registrant-admin.md, Changes by the athlete):
// the registration goes back to its holder and modality as they were, its place and folio accounted
// as a move, on the revision staff saw, once. What was charged is not refunded by it.
import { adminApiMessages } from '@shared/registration/admin-texts';
import { changeApiMessages, changeTexts } from '@shared/registration/change-texts';
import { revisionSchema, type RegistrantChange } from '@shared/registration/registrant-admin-api';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { adminCall, adminRegistrant, atSeenRevision, refusal, staffOf } from '../admin/admin-request';
import { callerHiddenFields } from '../admin/caller-hidden-fields';
import { toDetail } from '../admin/registrant-admin-view';
import { getRegistrant } from '../registrants-repository';
import { undoable, undoChange } from './change-application';
import { changeContext, changeNotFound, changeOf } from './change-request';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'move');
  const { revision } = parseBody(event, revisionSchema);
  const registrant = atSeenRevision(await adminRegistrant(event, call), revision);
  const [change, context] = await Promise.all([changeOf(event, call.eventId, { consistent: true }), changeContext(call.eventId)]);
  if (change.registroId !== registrant.registroId) throw changeNotFound();
  if (!undoable(change, registrant)) throw new HttpError(409, 'NOT_UNDOABLE', changeApiMessages.notUndoable);
  const before = change.antes as { modalidad: string };
  const range = context.config.configModalidad[before.modalidad]?.folios;
  if (!range) throw new HttpError(409, 'NOT_UNDOABLE', changeApiMessages.notUndoable);
  const outcome = await undoChange(change, registrant, range, await staffOf(call.caller), new Date());
  if (outcome === 'soldOut') throw new HttpError(409, 'SOLD_OUT', adminApiMessages.noPlaceInModality);
  if (outcome === 'noFolio') throw new HttpError(409, 'NO_FOLIO', adminApiMessages.noFolioInModality);
  if (outcome === 'changed') throw await refusal(registrant, () => new HttpError(409, 'NOT_UNDOABLE', changeApiMessages.notUndoable));
  await queueRegistrantNotice(call.eventId, registrant.registroId);
  const body: RegistrantChange = { registrant: toDetail((await getRegistrant(registrant, { consistent: true })) ?? registrant, await callerHiddenFields(call)), description: changeTexts.undoDone };
  return { body };
});
