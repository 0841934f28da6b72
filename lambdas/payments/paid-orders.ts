// The paid orders the provider holds for one payment's owner (a race registrant, or a reto's
// participant): asked for when a payment was cut short, so a charge whose answer and notification
// were both lost is still found. The provider lists a payer's orders; only the owner's are kept.
import type { PaymentMetadata, ProviderOrder } from './payment-provider';
import { paymentProvider } from './deployment-provider';

/** Clocks differ: orders are looked for from a while before the owner could have made any. */
const CLOCK_MARGIN_MS = 5 * 60_000;

export interface PaymentOwner extends Pick<PaymentMetadata, 'eventId' | 'registroId' | 'tipo'> {
  /** The e-mail its orders name their customer with. */
  email: string;
  /** When it came to be (a draft stored, a participant registered): no order of it is older. */
  since: Date;
}

const ownedBy = (owner: PaymentOwner) => ({ metadata }: ProviderOrder) =>
  metadata !== null && metadata.eventId === owner.eventId && metadata.registroId === owner.registroId && metadata.tipo === owner.tipo;

/** The owner's paid orders in the provider of the given mode. */
export async function paidOrdersOf(owner: PaymentOwner, mode: { test: boolean }): Promise<ProviderOrder[]> {
  const orders = await paymentProvider(mode).paidOrders({ email: owner.email, since: new Date(owner.since.getTime() - CLOCK_MARGIN_MS) });
  return orders.filter(ownedBy(owner));
}
