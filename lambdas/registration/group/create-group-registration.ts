// POST /api/events/{eventId}/group-registrations — a group order (docs/registration.md, Group
// registration): 2..20 athletes checked and stored as drafts in one transaction with the group's one
// attempt, each with the order the server computed and the group discount. The same intento again
// answers the group it created, never a second one. Paid once, on the payer's registrant, with the
// single registration's payment route.
import { groupRegistrationRequestSchema, type CreatedGroupRegistration, type GroupTotal } from '@shared/registration/group-registration-api';
import type { Order } from '@shared/registration/order-total';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { siteOf } from '@lambdas/core/request-site';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { eventIdOf } from '@lambdas/events/event-path';
import { DISCOUNT_INVALID } from '../form/registration-checks';
import { currentRegistration } from '../form/registration-context';
import { countRefusedCode, limitRegistration } from '../form/request-limits';
import { registrantOfAttempt, type NewRegistrant } from '../registrants-repository';
import { draftGroup } from './group-drafts';
import { membersOfGroup } from './group-members';
import { createGroupDrafts, indexMemberNames } from './group-repository';

type GroupMembers = Pick<RegistrantItem, 'registroId' | 'nombres' | 'order' | 'grupoId' | 'grupoTotal'>[];

const created = (members: GroupMembers, statusCode: number) => {
  const [payer] = members;
  if (!payer?.grupoId) throw new Error('A stored group has no payer');
  const body: CreatedGroupRegistration = {
    grupoId: payer.grupoId,
    registroId: payer.registroId,
    miembros: members.map(({ registroId, nombres, order }) => ({ registroId, nombres, order: order as Order })),
    total: payer.grupoTotal as GroupTotal,
  };
  return { statusCode, body };
};

/** The group the attempt stored, or nothing; a single registration's attempt is not a group. */
async function storedGroup(eventId: number, intento: string): Promise<RegistrantItem[] | null> {
  const payer = await registrantOfAttempt(eventId, intento, { consistent: true });
  if (!payer?.grupoMiembros) return null;
  const members = await membersOfGroup(payer);
  await indexMemberNames(members);
  return members;
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const request = parseBody(event, groupRegistrationRequestSchema);
  await limitRegistration(event, eventId, request.miembros.some((member) => member.codigoDescuento !== undefined), true);
  const now = new Date();
  let drafts: NewRegistrant[];
  try {
    drafts = await draftGroup(eventId, request, await currentRegistration(eventId), now, siteOf(event));
  } catch (refusal) {
    const earlier = await storedGroup(eventId, request.intento);
    if (earlier) return created(earlier, 200);
    if (refusal instanceof HttpError && refusal.code === DISCOUNT_INVALID) await countRefusedCode(event, eventId);
    throw refusal;
  }
  if (await createGroupDrafts(drafts)) {
    await indexMemberNames(drafts);
    return created(drafts, 201);
  }
  const stored = await storedGroup(eventId, request.intento);
  if (!stored) throw new HttpError(409, 'ATTEMPT_USED', registrationApiMessages.groupAttemptUsed);
  return created(stored, 200);
});
