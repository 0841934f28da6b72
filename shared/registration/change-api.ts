// The contracts of the changes an athlete makes to a registration (docs/registration.md, Transfers and
// modality changes): starting one from the confirmation page, the change as its payer reads it, its
// payment, and staff's undo. Money is integer MXN cents.
import { z } from 'zod';
import type { EventSummary } from '@shared/results/event-schemas';
import type { Order } from './order-total';
import { athleteDataSchema } from './registration-api';

export const CHANGE_KINDS = ['traspaso', 'modalidad'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** pendiente → cobrando → aplicado (→ deshecho by staff); pendiente → cancelado by the holder. */
export const CHANGE_STATES = ['pendiente', 'cobrando', 'aplicado', 'cancelado', 'deshecho'] as const;
export type ChangeState = (typeof CHANGE_STATES)[number];

/** A change's id: random and unguessable, the credential of its payer's link. */
export const changeIdSchema = z.uuid();

/** POST /api/events/{eventId}/registrations/{registroId}/changes. */
export const startChangeSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('traspaso') }),
  z.object({ tipo: z.literal('modalidad'), codigoModalidad: z.string().trim().min(1).max(20) }),
]);
export type StartChange = z.infer<typeof startChangeSchema>;

const attemptId = z.uuid();

/** POST /api/events/{eventId}/changes/{cambioId}/payment: a transfer carries the new athlete's data. */
export const changePaymentSchema = z.discriminatedUnion('metodo', [
  z.object({ metodo: z.literal('card'), intento: attemptId, token: z.string().trim().min(1).max(200), datos: athleteDataSchema.optional() }),
  z.object({ metodo: z.literal('free'), intento: attemptId, datos: athleteDataSchema.optional() }),
]);
export type ChangePayment = z.infer<typeof changePaymentSchema>;

/** A change as its payer (the holder, or the new athlete of a transfer) reads it. */
export interface ChangeView {
  cambioId: string;
  tipo: ChangeKind;
  estado: ChangeState;
  event: EventSummary;
  /** The registration's modality, and the one a modality change goes to. */
  modalidad: string;
  destino?: string;
  /** What the change charges (MXN): its lines and total. */
  order: Order;
  /** MXN cents owed back to the athlete (a cheaper modality, when the organizer refunds). */
  reembolso: number;
  /** Whether the event is in test mode (the card form's keys). */
  prueba: boolean;
  /** How the event asks for surnames (a transfer's data step). */
  separarApellidos: boolean;
  /**
   * The link credential of the registration (registrationLink), once a transfer made the payer its
   * holder: answered only to the payment attempt that paid it, never to a read of the change, whose
   * id the one who gave the registration away knows too.
   */
  enlace?: string;
  /** ISO-8601 UTC; after it the change can no longer be paid. */
  hasta?: string;
}

/** What the confirmation page offers (docs/registration.md, Transfers and modality changes). */
export interface ConfirmationChanges {
  traspaso: { permitido: boolean; hasta?: string; cuota: number; folio: 'conservar' | 'nuevo' };
  modalidad: { permitido: boolean; hasta?: string; cuota: number; reembolsarDiferencia: boolean };
  /** The change started and not finished, if any. */
  pendiente?: { cambioId: string; tipo: ChangeKind };
}

/** Where the new athlete of a transfer opens it. */
export const transferPath = (eventId: number, cambioId: string) => `/traspaso?event=${eventId}&cambio=${encodeURIComponent(cambioId)}`;
