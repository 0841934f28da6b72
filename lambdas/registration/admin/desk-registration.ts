// A registration made by staff at the desk (docs/registration.md §1, §3 Registration origin 2 and 3): checked as
// online but with the fields and products of the staff member's audience and no online fee, stored
// as a draft once per attempt, then its place held and completed at once with its folio, paid in
// cash (or with an enrollment code) at the desk. The same attempt again completes or answers the
// registrant it stored, never a second one.
import type { DeskRegistrationRequest } from '@shared/registration/desk-registration-api';
import { deskApiMessages } from '@shared/registration/desk-texts';
import type { EventAccess } from '@shared/registration/admin-permissions';
import { confirmationMailType } from '@shared/registration/mail-texts';
import type { Order } from '@shared/registration/order-total';
import type { PaymentStatus } from '@shared/registration/registration-api';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { completeRegistration } from '../completion/complete-registration';
import { draftRegistrant } from '../form/draft-registrant';
import { holdFor } from '../payment/payment-methods';
import { createDraft, registrantOfAttempt } from '../registrants-repository';
import { checkRegistration } from '../form/registration-checks';
import { currentRegistration, type CurrentRegistration, type RegistrationContext } from '../form/registration-context';
import { openConfig } from '../form/registration-selection';

export interface DeskStaff {
  userId: string;
  access: EventAccess;
}

export interface DeskOutcome {
  /** Complete, with its folio. */
  registrant: RegistrantItem;
  context: RegistrationContext;
  /** False when the attempt had stored it already. */
  created: boolean;
}

/** statusPago of a registration paid at the desk: cash received there, for the whole order. */
export function deskPaymentStatus({ registroId, order }: Pick<RegistrantItem, 'registroId' | 'order'>, now: Date): PaymentStatus {
  const at = now.toISOString();
  return {
    status: 'ok',
    formaPago: 'efectivo',
    formaInscripcion: 'punto de Venta',
    fechaPago: at,
    serverTime: at,
    idOperacion: `caja-${registroId}`,
    amount: (order as Order).totalPesos,
  };
}

/** Stores the attempt's draft: false when the attempt had stored one already (sent again, or twice at once). */
async function storeDraft(eventId: number, request: DeskRegistrationRequest, staff: DeskStaff, context: CurrentRegistration, sitio: string): Promise<boolean> {
  const now = new Date();
  try {
    const checked = await checkRegistration(eventId, context, request, now, staff.access);
    return await createDraft(draftRegistrant(eventId, request, checked, now, sitio, { tipoRegistro: request.tipoRegistro, usuarioRegistra: staff.userId }));
  } catch (refusal) {
    // An attempt that stored its registrant answers it, even once the checks refuse a new one (sold out since).
    if (await registrantOfAttempt(eventId, request.intento, { consistent: true })) return false;
    throw refusal;
  }
}

/** Holds the place and completes with the folio; a registrant complete already is answered as it is. */
async function completeAtDesk(registrant: RegistrantItem, context: RegistrationContext): Promise<RegistrantItem> {
  if (registrant.numero !== undefined) return registrant;
  const config = openConfig(context);
  const held = await holdFor(registrant, { event: context.event, config, revision: undefined });
  const statusPago = deskPaymentStatus(registrant, new Date());
  const completed = await completeRegistration(held, context.event, config, { statusPago, mail: confirmationMailType({ statusPago, tipoRegistro: registrant.tipoRegistro }) });
  if (completed.numero === undefined) throw new Error(`Registrant ${registrant.registroId} lost its place while completing at the desk`);
  return completed;
}

export async function registerAtDesk(eventId: number, request: DeskRegistrationRequest, staff: DeskStaff, sitio: string): Promise<DeskOutcome> {
  const context = await currentRegistration(eventId);
  const created = await storeDraft(eventId, request, staff, context, sitio);
  const stored = await registrantOfAttempt(eventId, request.intento, { consistent: true });
  if (!stored) throw new Error(`Attempt ${request.intento} stored no registrant`);
  // An attempt id is random, but one that stored someone else's registration never completes it here.
  if (stored.usuarioRegistra !== staff.userId) throw new HttpError(409, 'ATTEMPT_TAKEN', deskApiMessages.attemptTaken);
  return { registrant: await completeAtDesk(stored, context), context, created };
}
