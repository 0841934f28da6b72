// Which payment methods an order can be paid with (docs/registration.md §2 Payment method screen): 'Finalizar
// Registro' when it costs nothing, otherwise the methods the event has on.
import type { Order } from './order-total';
import type { PaymentMethod } from './registration-api';
import type { RegistryConfig } from './registry-config-schema';

export function availableMethods(order: Pick<Order, 'total'>, formasDePago: RegistryConfig['formasDePago']): PaymentMethod[] {
  if (order.total === 0) return ['free'];
  return [...(formasDePago.tarjeta ? (['card'] as const) : []), ...(formasDePago.oxxo ? (['oxxo_pay'] as const) : [])];
}
