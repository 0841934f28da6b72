// A registration completes when its payment is in (or it costs nothing): it gets its folio, its
// payment status and its confirmation mail's place in the one outbox (lambdas/mail/) in one step,
// then the mail is sent.
import type { PaymentStatus } from '@shared/registration/registration-api';
import type { MailType } from '@shared/registration/mail-texts';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary } from '@shared/results/event-schemas';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { sendOwed } from '@lambdas/mail/outbox';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { assignFolio, completionRemoves, type Completion } from '../folios/folios-repository';
import { getRegistrant } from '../registrants-repository';
import { mailRecord, registrantMail } from './registration-mail';

interface CardPayment {
  chargeId: string;
  brand: string;
  cardName: string;
  last4: string;
  /** MXN cents charged. */
  amount: number;
}

/** statusPago of a card charged online (docs/registration.md §3), whether its request or the provider's notification completes it. */
export function cardPaymentStatus({ chargeId, brand, cardName, last4, amount }: CardPayment, now: Date): PaymentStatus {
  const at = now.toISOString();
  return { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea', fechaPago: at, serverTime: at, idOperacion: chargeId, brand, cardName, last4, amount };
}

export interface CompletionInput {
  statusPago: PaymentStatus;
  /** The provider's order that paid it. */
  ordenPago?: string;
  mail: MailType;
  /** The payment attempt whose claim the completion is made under, and ends. */
  claim?: string;
}

/** The registrant as the completion's write left it, without reading it back. */
function completed(registrant: RegistrantItem, numero: number, completion: Completion): RegistrantItem {
  const { mail, claim: _claim, ...values } = completion;
  const removed = Object.fromEntries(completionRemoves(completion).map((name) => [name, undefined]));
  return { ...registrant, ...removed, ...values, numero, cancelado: false, mails: [...(registrant.mails ?? []), mail] };
}

/**
 * The registrant as it is afterwards: with its folio, or without one when it held no place. One
 * already complete stays as it was and is not mailed again.
 */
export async function completeRegistration(registrant: RegistrantItem, event: EventSummary, config: RegistryConfig, input: CompletionInput): Promise<RegistrantItem> {
  if (registrant.numero !== undefined) return registrant;
  const range = config.configModalidad[registrant.modalidad]?.folios ?? { inicio: 1, capacidad: Number.MAX_SAFE_INTEGER };
  const { statusPago, ordenPago, claim } = input;
  const now = new Date();
  const completion: Completion = {
    statusPago,
    fechaRegistro: statusPago.fechaPago ?? now.toISOString(),
    ...(ordenPago ? { ordenPago } : {}),
    mail: mailRecord(event, input.mail, now),
    ...(claim === undefined ? {} : { claim }),
  };
  const { eventId, registroId } = registrant;
  // The outbox gives a confirmation it cannot deliver back to staff, who send it again.
  const outboxMail = (folio: number) => registrantMail(completed(registrant, folio, completion), event, input.mail, now).owed;
  const numero = await assignFolio(registrant, range, completion, outboxMail);
  if (numero === undefined) {
    const current = await getRegistrant(registrant, { consistent: true });
    if (!current) throw new Error(`Registrant ${registroId} vanished while completing`);
    return current;
  }
  // Of completions racing each other, only the one that assigned the folio tells the registrant.
  const done = completed(registrant, numero, completion);
  await Promise.all([sendOwed(outboxMail(numero)), queueRegistrantNotice(eventId, registroId)]);
  return done;
}
