// The group discount (docs/registration.md, Group registration): the organizer's rule gives each
// member's order porcentaje off its inscription and products, after any discount code and before the
// online fee, once the group has at least minimoAtletas members. Rounded down to the cent, so the
// discount never exceeds the stated percentage.
import type { RegistryConfig } from './registry-config-schema';

/** The group a member's order belongs to: its size and the rule's percentage (0: no discount). */
export interface GroupShare {
  miembros: number;
  porcentaje: number;
}

/** The percentage the event's rule gives a group of `miembros` athletes: 0 below its minimum or without a rule. */
export function groupDiscountPercent(rule: RegistryConfig['descuentoGrupo'], miembros: number): number {
  if (!rule || miembros < rule.minimoAtletas) return 0;
  return rule.porcentaje;
}

/**
 * What each member's order of a group of `miembros` athletes is computed with (computeOrder's
 * `grupo`): the server's when it stores the group, the browser's for every estimate before it.
 * Nothing below the rule's minimum or without a rule.
 */
export function groupShare(rule: RegistryConfig['descuentoGrupo'], miembros: number): GroupShare | undefined {
  const porcentaje = groupDiscountPercent(rule, miembros);
  return porcentaje > 0 ? { miembros, porcentaje } : undefined;
}

/** Cents off `baseCents` (the order after its code discount); never negative, never more than the base. */
export function groupDiscountAmount(baseCents: number, porcentaje: number): number {
  const base = Math.max(0, baseCents);
  return Math.min(base, Math.floor((base * porcentaje) / 100));
}
