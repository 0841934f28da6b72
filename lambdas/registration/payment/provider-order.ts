// A registrant's order as the payment provider takes it (docs/payments.md §7.1): MXN cents line by line, the
// discount as its negative line (a group order as one line of the group's total, docs/registration.md, Group registration), keyed by the payment attempt so a retried attempt charges once, and
// naming that attempt so the provider's notification can finish it if its request could not.
import { findCurrency, toPesos } from '@shared/registration/currency';
import type { Order } from '@shared/registration/order-total';
import type { Currency, RegistryConfig } from '@shared/registration/registry-config-schema';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { OrderInput } from '@lambdas/payments/payment-provider';
import { fullName } from '@shared/registration/registrant-name';
import { registrationTexts } from '@shared/registration/registration-texts';
import { groupMemberIds } from '../group/group-members';
import { payableTotal } from '../group/group-total';

/** The provider's lines: the registrant's own order's, or one line of the whole group it pays for. */
function itemsOf(registrant: RegistrantItem, order: Order, currency: Currency): OrderInput['items'] {
  const members = groupMemberIds(registrant);
  if (members) return [{ name: registrationTexts.groupOrderName(registrant.grupoEtiqueta ?? '', members.length), quantity: 1, unit_price: payableTotal(registrant).totalPesos }];
  // Lines of 0 charge nothing, and providers refuse them.
  return order.lines.filter((line) => line.unit_price !== 0).map((line) => ({ name: line.name, quantity: line.quantity, unit_price: toPesos(line.unit_price, currency) }));
}

/** Null when the order's currency is no longer configured, so its pesos cannot be known. */
export function providerOrder(registrant: RegistrantItem, config: RegistryConfig, intento: string): OrderInput | null {
  const order = registrant.order as Order;
  const currency = findCurrency(config, order.moneda);
  if (!currency) return null;
  return {
    idempotencyKey: `${registrant.registroId}:${intento}`,
    customer: { name: fullName(registrant), email: registrant.correo, phone: registrant.telefono },
    items: itemsOf(registrant, order, currency),
    amount: payableTotal(registrant).totalPesos,
    metadata: { eventId: String(registrant.eventId), registroId: registrant.registroId, intento },
  };
}
