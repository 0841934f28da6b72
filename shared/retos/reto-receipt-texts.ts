// What a priced reto's athlete reads of a payment (docs/retos.md, Paying a priced reto): the receipt on
// step 0 once paid, and the two mails the payment owes — the receipt, and the OXXO voucher with the
// reference to give at the store.
import { moneyText } from '@shared/registration/money-text';
import { instantInZone } from '@shared/registration/instant-text';
import { RETO_CURRENCY } from './reto-payment';

/** Mails are read in Mexico: their dates are on its central clock. */
const MAIL_TIME_ZONE = 'America/Mexico_City';

export const retoReceiptTexts = {
  title: 'Pago recibido',
  amount: 'Monto pagado',
  order: 'Orden de pago',
  paidAt: 'Fecha de pago',
  mailed: 'Te enviamos este comprobante a tu correo.',
} as const;

export interface RetoMailFacts {
  athleteName: string;
  eventName: string;
  eventId: string;
}

const amountOf = (cents: number) => moneyText(cents, RETO_CURRENCY);

export const retoPaymentMailTexts = {
  receiptSubject: (eventName: string) => `Comprobante de pago del reto ${eventName}`,
  voucherSubject: (eventName: string) => `Tu ficha de pago en OXXO del reto ${eventName}`,
  greeting: (name: string) => `Hola ${name}:`,
  receipt: (facts: RetoMailFacts, cents: number) => `Recibimos tu pago de ${amountOf(cents)} por tu inscripción al reto «${facts.eventName}» (ID ${facts.eventId}). Tu registro ya está activo.`,
  receiptOrder: (ordenPago: string, paidAt: string) => `Orden de pago: ${ordenPago} · ${instantInZone(paidAt, MAIL_TIME_ZONE)}`,
  voucher: (facts: RetoMailFacts, cents: number) => `Para completar tu inscripción al reto «${facts.eventName}» (ID ${facts.eventId}), paga ${amountOf(cents)} en efectivo en cualquier OXXO.`,
  voucherReference: (referencia: string) => `Referencia: ${referencia}`,
  voucherExpires: (expiraEn: string) => `Vence: ${instantInZone(expiraEn, MAIL_TIME_ZONE)}`,
  voucherHowTo: 'Dicta la referencia en caja; tu registro queda activo en cuanto se confirme el pago.',
  footer: 'Puedes ver tu registro en la página del reto, en Eventos virtuales.',
} as const;
