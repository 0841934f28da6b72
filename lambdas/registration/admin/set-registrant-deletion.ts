// PUT /api/events/{eventId}/registrants/{registroId}/deletion — delete or restore (docs/registration.md §4 Deletion,
// actions 1 and 2) on the revision staff saw. A registrant paying right now (a payment in flight, an
// unpaid OXXO voucher) is deleted only once that ends; a released folio cannot be restored.
import { adminApiMessages, adminTexts } from '@shared/registration/admin-texts';
import { deletionSchema, type RegistrantChange } from '@shared/registration/registrant-admin-api';
import { CHANGE_ACTIONS, changeEntry } from '@shared/registration/registrant-changes';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { adminCall, adminRegistrant, atSeenRevision, refusal, staffOf } from './admin-request';
import { toDetail } from './registrant-admin-view';
import { callerHiddenFields } from './caller-hidden-fields';
import { setDeleted } from './registrant-changes-repository';
import { getRegistrant } from '../registrants-repository';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'delete');
  const { revision, borrado } = parseBody(event, deletionSchema);
  const registrant = atSeenRevision(await adminRegistrant(event, call), revision);
  const description = borrado ? adminTexts.toasts.deleted : adminTexts.toasts.restored;
  if (registrant.borrado === borrado) {
    const body: RegistrantChange = { registrant: toDetail(registrant, await callerHiddenFields(call)), description: adminTexts.toasts.noChange };
    return { body };
  }
  const now = new Date();
  const entry = changeEntry(await staffOf(call.caller), borrado ? CHANGE_ACTIONS.borrado : CHANGE_ACTIONS.reversaBorrado, description, now);
  if (!(await setDeleted(registrant, borrado, entry, new Date(now.getTime() - STALE_CLAIM_MS)))) {
    throw await refusal(registrant, () =>
      borrado ? new HttpError(409, 'PAYMENT_IN_FLIGHT', adminApiMessages.paymentInFlight) : new HttpError(409, 'FOLIO_RELEASED', adminApiMessages.releasedCannotRestore),
    );
  }
  await queueRegistrantNotice(call.eventId, registrant.registroId);
  const body: RegistrantChange = { registrant: toDetail((await getRegistrant(registrant)) ?? registrant, await callerHiddenFields(call)), description };
  return { body };
});
