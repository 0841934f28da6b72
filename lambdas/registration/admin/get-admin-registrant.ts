// GET /api/events/{eventId}/registrants/{registroId} — the detail dialog's registrant (docs/registration.md §2): its
// data, order, payment, mails and changes, with the revision a change must name, and the members of its group.
import { httpHandler } from '@lambdas/core/http-handler';
import { adminCall, adminRegistrant } from './admin-request';
import { toDetail } from './registrant-admin-view';
import { callerHiddenFields } from './caller-hidden-fields';
import { groupMemberSummaries } from '../group/group-summary';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'viewRegistrants');
  const registrant = await adminRegistrant(event, call);
  const [hidden, grupoMiembros] = await Promise.all([callerHiddenFields(call), groupMemberSummaries(registrant)]);
  return { body: toDetail(registrant, hidden, grupoMiembros) };
});
