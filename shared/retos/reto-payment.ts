// Paying a priced reto (docs/retos.md §2.6 step 0, §3 Payment order line, §5): by card or with an
// OXXO voucher, one order of one line 'insc-{eventID}', and the texts the athlete reads.
import { z } from 'zod';
import type { OrderLine } from '@shared/registration/order-total';
import type { OxxoVoucher } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import type { ParticipationView } from './participation';

export const RETO_CURRENCY = 'MXN';

/** One press of a payment button: retried with the same intento, it is the same attempt. */
export const retoPaymentRequestSchema = z.discriminatedUnion('metodo', [
  z.object({ metodo: z.literal('card'), intento: z.uuid(), token: z.string().trim().min(1).max(200) }),
  z.object({ metodo: z.literal('oxxo_pay'), intento: z.uuid() }),
]);
export type RetoPaymentRequest = z.infer<typeof retoPaymentRequestSchema>;

/** The reto's one price: the line's precioKey. */
const PRICE_KEY = 'price';

/** Pesos as MXN cents, rounded to 2 decimals (docs/retos.md §3). */
export const retoPriceCents = (price: number): number => Math.round(price * 100);

/** The spec's order line (docs/retos.md §3): the reto's price for the athlete, unit_price in MXN cents. */
export function retoOrderLine(reto: { eventId: string; eventName: string; price: number }, athlete: { athleteName: string; athleteLastName: string }): OrderLine {
  return {
    code: `insc-${reto.eventId}`,
    name: reto.eventName,
    description: `Inscripción al evento ${reto.eventName} a nombre de ${athlete.athleteName} ${athlete.athleteLastName}`,
    quantity: 1,
    unit_price: retoPriceCents(reto.price),
    precioKey: PRICE_KEY,
  };
}

export interface RetoOrder {
  moneda: typeof RETO_CURRENCY;
  lines: OrderLine[];
}

/** What a payment answers: paid (the registration holds), or the voucher to pay at the store. */
export interface RetoPaymentAnswer {
  estado: 'pagado' | 'ficha';
  participation: ParticipationView;
  /** The order paid or to pay: the Purchase event's value is read from it. */
  order: RetoOrder;
  voucher: OxxoVoucher | null;
}

export const retoPaymentTexts = {
  title: 'Opciones de pago',
  total: 'Total a pagar',
  card: 'Tarjeta de Crédito o Débito',
  oxxo: 'Efectúa el pago en cualquier oxxo cercano',
  voucherButton: 'ficha de pago',
  voucherTitle: 'Ficha de pago en OXXO',
  voucherAmount: 'Monto a pagar',
  voucherReference: 'Referencia',
  voucherExpires: 'Vence',
  voucherHowTo: 'Dicta la referencia en caja y paga en efectivo; tu registro queda activo en cuanto se confirme el pago.',
  voucherExpiry: 'Si la ficha vence sin pagarse, tu código de acceso se libera y puedes volver a pagar mientras le queden usos.',
  paid: 'Pago exitoso',
} as const;

export const retoPaymentMessages = {
  free: 'Este reto es gratuito: no hay nada que pagar',
  nothingDue: 'Tu registro ya está activo: no tiene pagos pendientes',
  // The race registration's wording (docs/registration.md §8).
  inProgress: registrationApiMessages.paymentInProgress,
  voucherPending: registrationApiMessages.voucherPending,
  declined: registrationApiMessages.paymentFailed,
  voucherExpired: 'Esa ficha de pago venció; genera otra o paga con tarjeta',
  codeGone: 'Tu código de acceso ya no tiene usos disponibles; regístrate con otro código',
} as const;
