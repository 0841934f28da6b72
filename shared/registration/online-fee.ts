// The online fee line (docs/registration.md §3 Order line, §9): the rate times everything else in the order.
import type { RegistryConfig } from './registry-config-schema';

/** Never negative: a discount larger than the order leaves nothing to charge a fee on. */
export function onlineFee(baseCents: number, formasDePago: RegistryConfig['formasDePago']): number {
  return Math.round(Math.max(0, baseCents) * formasDePago.comisionGlobal);
}
