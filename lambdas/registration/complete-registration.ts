// A registration completes when its payment is in (or it costs nothing): it gets its folio and its
// payment status in one step, and the registrant is told by mail.
import type { PaymentStatus } from '../../shared/registration/registration-api';
import type { OnlineMailType } from '../../shared/registration/mail-texts';
import type { RegistryConfig } from '../../shared/registration/registry-config-schema';
import type { EventSummary } from '../../shared/results/event-schemas';
import type { RegistrantItem } from '../data/registrant-entity';
import { assignFolio } from './folios-repository';
import { getRegistrant } from './registrants-repository';
import { sendRegistrationMail } from './registration-mail';

interface CardPayment {
  chargeId: string;
  brand: string;
  cardName: string;
  last4: string;
  /** MXN cents charged. */
  amount: number;
}

/** statusPago of a card charged online (spec §3), whether its request or the provider's notification completes it. */
export function cardPaymentStatus({ chargeId, brand, cardName, last4, amount }: CardPayment, now: Date): PaymentStatus {
  const at = now.toISOString();
  return { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea', fechaPago: at, serverTime: at, idOperacion: chargeId, brand, cardName, last4, amount };
}

export interface CompletionInput {
  statusPago: PaymentStatus;
  /** The provider's order that paid it. */
  ordenPago?: string;
  mail: OnlineMailType;
}

/**
 * The registrant as it is afterwards: with its folio, or without one when it held no place. One
 * already complete stays as it was and is not mailed again.
 */
export async function completeRegistration(registrant: RegistrantItem, event: EventSummary, config: RegistryConfig, input: CompletionInput): Promise<RegistrantItem> {
  if (registrant.numero !== undefined) return registrant;
  const inicio = config.configModalidad[registrant.modalidad]?.folios.inicio ?? 1;
  const { statusPago, ordenPago } = input;
  const assigned = await assignFolio(registrant, inicio, { statusPago, fechaRegistro: statusPago.fechaPago ?? new Date().toISOString(), ...(ordenPago ? { ordenPago } : {}) });
  const completed = await getRegistrant(registrant);
  if (!completed) throw new Error(`Registrant ${registrant.registroId} vanished while completing`);
  // Of completions racing each other, only the one that assigned the folio tells the registrant.
  if (assigned) await sendRegistrationMail(completed, event, input.mail);
  return completed;
}
