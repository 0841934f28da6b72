// GET /api/events/{eventId}/registrants/{registroId} — the detail dialog's registrant (docs/registration.md §2): its
// data, order, payment, mails and changes, with the revision a change must name.
import { httpHandler } from '@lambdas/core/http-handler';
import { adminCall, adminRegistrant } from './admin-request';
import { toDetail } from './registrant-admin-view';
import { callerHiddenFields } from './caller-hidden-fields';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'viewRegistrants');
  return { body: toDetail(await adminRegistrant(event, call), await callerHiddenFields(call)) };
});
