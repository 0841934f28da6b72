// How much of a granted discount code an order takes (docs/registration.md §7.2, §4 Newer flow).
import type { RegistryConfig } from './registry-config-schema';

/** What the discount-code service granted; monto in the order's currency cents. */
export interface DiscountGrant {
  codigo: string;
  monto: number;
}

/** Nothing when the event has codes off; never more than the order it discounts. */
export function appliedDiscount(formasDePago: RegistryConfig['formasDePago'], grant: DiscountGrant | undefined, subtotalCents: number): number {
  if (!formasDePago.codigoDescuento || !grant) return 0;
  return Math.min(Math.max(0, grant.monto), Math.max(0, subtotalCents));
}
