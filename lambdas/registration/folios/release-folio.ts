// POST /api/events/{eventId}/registrants/{registroId}/folio-release — releases a deleted registrant's
// folio (docs/registration.md §4 Deletion, action 20): the deletion can no longer be reversed, the place goes back to
// the modality and the number waits to be given again once the modality's sequence reaches the end
// of its range. The place freed is offered at once to the modality's waiting list, if it has one.
import { adminApiMessages, adminTexts } from '@shared/registration/admin-texts';
import { revisionSchema, type RegistrantChange } from '@shared/registration/registrant-admin-api';
import { CHANGE_ACTIONS, changeEntry } from '@shared/registration/registrant-changes';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { adminCall, adminRegistrant, atSeenRevision, refusal, staffOf } from '../admin/admin-request';
import { toDetail } from '../admin/registrant-admin-view';
import { callerHiddenFields } from '../admin/caller-hidden-fields';
import { releaseFolio } from '../admin/registrant-changes-repository';
import { getRegistrant } from '../registrants-repository';
import { offerAtOnce } from '../waitlist/waitlist-offers';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'releaseFolio');
  const { revision } = parseBody(event, revisionSchema);
  const registrant = atSeenRevision(await adminRegistrant(event, call), revision);
  const numero = registrant.numero;
  if (!registrant.borrado) throw new HttpError(409, 'NOT_DELETED', adminApiMessages.notDeleted);
  if (numero === undefined) throw new HttpError(409, 'NO_FOLIO', adminApiMessages.noFolioToRelease);
  const entry = changeEntry(await staffOf(call.caller), CHANGE_ACTIONS.folioLiberado, adminTexts.releasedDescription(numero), new Date());
  if (!(await releaseFolio(registrant, numero, entry))) throw await refusal(registrant, () => new HttpError(409, 'NO_FOLIO', adminApiMessages.noFolioToRelease));
  await Promise.all([queueRegistrantNotice(call.eventId, registrant.registroId), offerAtOnce(call.eventId)]);
  const body: RegistrantChange = { registrant: toDetail((await getRegistrant(registrant)) ?? registrant, await callerHiddenFields(call)), description: adminTexts.toasts.released };
  return { body };
});
