// The rules of the changes an athlete makes to a registration (docs/registration.md, Transfers and
// modality changes): whether the organizer allows one now, and what it charges, to the cent. A
// transfer charges the transfer fee; a modality change the price difference (never below zero) plus
// the change fee; both with the online fee on top, as a registration. A cheaper modality owes the
// difference back only when the organizer says so.
import { changeApiMessages, changeTexts } from './change-texts';
import type { ChangeKind } from './change-api';
import { findCurrency, toPesos } from './currency';
import { onlineFee } from './online-fee';
import { LINE_CODES, type Order, type OrderLine } from './order-total';
import { BASE_CURRENCY, type RegistryConfig } from './registry-config-schema';
import { registrationTexts } from './registration-texts';

export const CHANGE_LINE_CODES = { difference: 'diferencia', changeFee: 'cuotaCambio', transferFee: 'cuotaTraspaso' } as const;

type ChangeRules = RegistryConfig['cambios'];

const ruleOf = (cambios: ChangeRules, kind: ChangeKind) => (kind === 'traspaso' ? cambios.traspasos : cambios.cambioModalidad);

/**
 * What a registration's state and the organizer's rules say of a change now: null when allowed, else
 * why not. Changes end when the event stops taking registrations, whatever their own deadline.
 */
export function changeRefusal(cambios: ChangeRules, kind: ChangeKind, registration: { completa: boolean; borrado: boolean; inscripcionesAbiertas: boolean }, now: Date): string | null {
  const rule = ruleOf(cambios, kind);
  if (!rule.permitidos) return changeApiMessages.notAllowed;
  if (!registration.inscripcionesAbiertas) return changeApiMessages.registrationClosed;
  if (rule.hasta !== undefined && now.getTime() >= Date.parse(rule.hasta)) return changeApiMessages.deadlinePassed;
  if (!registration.completa || registration.borrado) return changeApiMessages.notComplete;
  return null;
}

const line = (code: string, name: string, cents: number): OrderLine => ({ code, name, description: '', quantity: 1, unit_price: cents });

/** An MXN order of the lines given, with the online fee on their sum. */
function changeOrder(lines: OrderLine[], formasDePago: RegistryConfig['formasDePago']): Order {
  const subtotal = lines.reduce((sum, item) => sum + item.unit_price, 0);
  const fee = onlineFee(subtotal, formasDePago);
  const all = fee > 0 ? [...lines, { ...line(LINE_CODES.fee, registrationTexts.feeName, fee), description: registrationTexts.feeDescription }] : lines;
  return { moneda: BASE_CURRENCY, lines: all, subtotal, discount: 0, fee, total: subtotal + fee, totalPesos: subtotal + fee };
}

/** What a transfer charges the new athlete. */
export const transferOrder = (config: Pick<RegistryConfig, 'cambios' | 'formasDePago'>): Order =>
  changeOrder(config.cambios.traspasos.cuota > 0 ? [line(CHANGE_LINE_CODES.transferFee, changeTexts.lines.transferFee, config.cambios.traspasos.cuota)] : [], config.formasDePago);

/** The inscription a registration paid, in MXN cents (its order's inscription line, in pesos). */
export function paidInscription(config: RegistryConfig, order: Order): number {
  const inscription = order.lines.find((item) => item.code === LINE_CODES.inscription);
  if (!inscription) return 0;
  const currency = findCurrency(config, order.moneda);
  return currency ? toPesos(inscription.unit_price, currency) : inscription.unit_price;
}

export interface ModalityChangeQuote {
  order: Order;
  /** MXN cents owed back to the athlete. */
  reembolso: number;
}

/** A change from an inscription that paid `paid` to one priced `price` now (MXN cents). */
export function modalityChangeQuote(config: Pick<RegistryConfig, 'cambios' | 'formasDePago'>, paid: number, price: number): ModalityChangeQuote {
  const rule = config.cambios.cambioModalidad;
  const difference = Math.max(0, price - paid);
  const lines = [
    ...(difference > 0 ? [line(CHANGE_LINE_CODES.difference, changeTexts.lines.difference, difference)] : []),
    ...(rule.cuota > 0 ? [line(CHANGE_LINE_CODES.changeFee, changeTexts.lines.changeFee, rule.cuota)] : []),
  ];
  return { order: changeOrder(lines, config.formasDePago), reembolso: rule.reembolsarDiferencia ? Math.max(0, paid - price) : 0 };
}
