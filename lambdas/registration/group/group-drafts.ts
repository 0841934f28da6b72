// The drafts a group registration becomes (docs/registration.md, Group registration): each member
// checked exactly as a single online registration, its order with the group discount the event's
// rule gives a group of its size, and the group's marks: the payer's registrant (the first member)
// lists every member and carries the group's total, the sum of the members' orders to the cent.
import { groupShare } from '@shared/registration/group-discount';
import { groupTotal, type GroupRegistrationRequest } from '@shared/registration/group-registration-api';
import type { Order } from '@shared/registration/order-total';
import type { RegistrationRequest } from '@shared/registration/registration-api';
import { HttpError } from '@lambdas/core/http-error';
import { draftRegistrant } from '../form/draft-registrant';
import { checkRegistration, type CheckedRegistration } from '../form/registration-checks';
import type { CurrentRegistration } from '../form/registration-context';
import type { NewRegistrant } from '../registrants-repository';

/** Member `index`'s request as a single registration's, under the group's attempt. */
const memberRequest = (request: GroupRegistrationRequest, index: number): RegistrationRequest => {
  const member = request.miembros[index];
  if (!member) throw new Error(`Group member ${index} is missing`);
  return { ...member, intento: request.intento, ...(request.tkl === undefined ? {} : { tkl: request.tkl }) };
};

/** A member's refusal names its fields under the member: miembros.{index}.datos.correo. */
function underMember(refusal: unknown, index: number): unknown {
  if (!(refusal instanceof HttpError) || !refusal.fields) return refusal;
  const fields = Object.fromEntries(Object.entries(refusal.fields).map(([path, message]) => [`miembros.${index}.${path}`, message]));
  return new HttpError(refusal.statusCode, refusal.code, refusal.message, fields);
}

export async function draftGroup(eventId: number, request: GroupRegistrationRequest, context: CurrentRegistration, now: Date, sitio: string): Promise<NewRegistrant[]> {
  const grupo = groupShare(context.config?.descuentoGrupo, request.miembros.length);
  const drafts: NewRegistrant[] = [];
  for (const index of request.miembros.keys()) {
    const single = memberRequest(request, index);
    let checked: CheckedRegistration;
    try {
      checked = await checkRegistration(eventId, context, single, now, 'publico', grupo);
    } catch (refusal) {
      throw underMember(refusal, index);
    }
    drafts.push(draftRegistrant(eventId, single, checked, now, sitio));
  }
  const [payer] = drafts;
  if (!payer) throw new Error('A group has no members');
  const marks = { grupoId: payer.registroId, grupoEtiqueta: request.etiqueta };
  const total = groupTotal(drafts.map((draft) => draft.order as Order));
  return drafts.map((draft, index) => ({ ...draft, ...marks, ...(index === 0 ? { grupoMiembros: drafts.map((draft) => draft.registroId), grupoTotal: total } : {}) }));
}
