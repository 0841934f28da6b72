// A registrant's order as the payment provider takes it (docs/payments.md §7.1): MXN cents line by line, the
// discount as its negative line, keyed by the payment attempt so a retried attempt charges once, and
// naming that attempt so the provider's notification can finish it if its request could not.
import { findCurrency, toPesos } from '@shared/registration/currency';
import type { Order } from '@shared/registration/order-total';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { OrderInput } from '@lambdas/payments/payment-provider';
import { fullName } from '@shared/registration/registrant-name';

/** Null when the order's currency is no longer configured, so its pesos cannot be known. */
export function providerOrder(registrant: RegistrantItem, config: RegistryConfig, intento: string): OrderInput | null {
  const order = registrant.order as Order;
  const currency = findCurrency(config, order.moneda);
  if (!currency) return null;
  return {
    idempotencyKey: `${registrant.registroId}:${intento}`,
    customer: { name: fullName(registrant), email: registrant.correo, phone: registrant.telefono },
    // Lines of 0 charge nothing, and providers refuse them.
    items: order.lines.filter((line) => line.unit_price !== 0).map((line) => ({ name: line.name, quantity: line.quantity, unit_price: toPesos(line.unit_price, currency) })),
    amount: order.totalPesos,
    metadata: { eventId: String(registrant.eventId), registroId: registrant.registroId, intento },
  };
}
