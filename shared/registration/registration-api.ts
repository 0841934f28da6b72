// The registration API's contracts (docs/registration.md §3, §7): what the browser sends and
// what it gets back. The SPA's forms and the handlers parse with these same schemas. Money is
// integer cents; the server recomputes every order from the configuration.
import { z } from 'zod';
import { boundedRecord, storableNumber } from '@shared/core/input-bounds';
import type { EventSummary, Modality } from '@shared/results/event-schemas';
import { RAMAS, type Rama } from '@shared/results/ramas';
import { EVENT_STATUS } from '@shared/results/event-status';
import type { ConfirmationChanges } from './change-api';
import type { Occupancy } from './folios';
import type { GroupTotal } from './group-registration-api';
import type { Order } from './order-total';
import type { RegistryConfig } from './registry-config-schema';
import { registrationWindow } from './registration-window';
import { registrationTexts } from './registration-texts';
import { WAITLIST_KEY, WAITLIST_KEY_INVALID } from './waitlist';

export const GENEROS = ['F', 'M'] as const;

const BIRTH_DATE = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** 'AAAA-MM-DD' naming a day that exists ('1990-02-31' does not) and is not after today (UTC). */
export function isBirthDate(text: string, now = new Date()): boolean {
  if (!BIRTH_DATE.test(text)) return false;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && text <= now.toISOString().slice(0, 10);
}

/** Built-in core fields (docs/registration.md §5 Built-in fields), with the spec's messages. */
export const athleteDataSchema = z.object({
  correo: z
    .string({ error: registrationTexts.emailRule })
    .trim()
    .min(3, registrationTexts.emailRule)
    .max(1000, registrationTexts.emailRule)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, registrationTexts.emailRule),
  nombres: z.string({ error: registrationTexts.nameRule }).trim().min(1, registrationTexts.nameRule).max(100, registrationTexts.nameRule),
  /** With separarApellidos off. */
  apellidos: z.string().trim().max(100, registrationTexts.nameRule).optional(),
  /** With separarApellidos on. */
  apellidoPaterno: z.string().trim().max(100, registrationTexts.nameRule).optional(),
  apellidoMaterno: z.string().trim().max(100, registrationTexts.nameRule).optional(),
  telefono: z.string({ error: registrationTexts.phoneRule }).regex(/^\d{10,15}$/, registrationTexts.phoneRule),
  fechaNacimiento: z.string({ error: registrationTexts.birthDateRule }).max(10, registrationTexts.birthDateRule).refine((text) => isBirthDate(text), registrationTexts.birthDateRule),
  genero: z.enum(GENEROS, { error: registrationTexts.required }),
});
export type AthleteData = z.infer<typeof athleteDataSchema>;

/** A value of a configured field, keyed by its iDCampo. */
export const fieldValueSchema = z.union([z.string().max(1000), storableNumber(), z.boolean()]);
const fieldValuesSchema = boundedRecord(z.string().min(1).max(60), fieldValueSchema, 200).default({});

const selectionFields = {
  moneda: z.string().regex(/^[A-Z]{3}$/),
  codigoModalidad: z.string().trim().min(1).max(20),
  rama: z.enum(RAMAS),
  codigoCategoria: z.number().int().min(0).max(1_000_000),
};

/** One random id per registration attempt: the same attempt sent twice is one registrant, one charge. */
const attemptId = z.uuid();

export const registrationProductSchema = z.object({
  codigoProducto: z.string().trim().min(1).max(60),
  cantidad: z.number().int().min(1).max(100),
  /** The product's own form (formularioProducto), keyed by iDCampo. */
  campos: fieldValuesSchema,
});

/** POST /api/events/{eventId}/registrations: the registrant as a draft with the server's order. */
export const registrationRequestSchema = z.object({
  intento: attemptId,
  datos: athleteDataSchema,
  ...selectionFields,
  /** The general form, the category's group and the modality's groups, keyed by iDCampo. */
  campos: fieldValuesSchema,
  productos: z.array(registrationProductSchema).max(50).default([]),
  codigoDescuento: z.string().trim().min(1).max(40).optional(),
  /** The tracking link the visitor arrived with ('direct' when none). */
  tkl: z.string().trim().max(100).optional(),
  /** The place the waiting list offered this athlete (its mail's key): held for them, so no AGOTADO (docs/registration.md, Waiting list). */
  oferta: z.object({ clave: z.string().regex(WAITLIST_KEY, WAITLIST_KEY_INVALID) }).optional(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** POST /api/events/{eventId}/registrations/discount: the discountCode call of docs/registration.md §7.2. */
export const discountCheckSchema = z.object({
  codigo: z.string({ error: registrationTexts.required }).trim().min(1, registrationTexts.required).max(40),
  correo: athleteDataSchema.shape.correo,
  /** The category is checked against the athlete's age and gender as the registration checks it. */
  datos: athleteDataSchema.pick({ fechaNacimiento: true, genero: true }),
  ...selectionFields,
  productos: z.array(registrationProductSchema.pick({ codigoProducto: true, cantidad: true })).max(50).default([]),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;

export interface DiscountCheckResponse {
  valid: boolean;
  /** The server's text, shown as the toast (docs/registration.md §8). */
  text: string;
  /** The discount in cents of the chosen currency; 0 when not valid. */
  amount: number;
}

export type PaymentMethod = 'card' | 'oxxo_pay' | 'free';

/** POST /api/events/{eventId}/registrations/{registroId}/payment. */
export const paymentRequestSchema = z.discriminatedUnion('metodo', [
  z.object({ metodo: z.literal('card'), intento: attemptId, token: z.string().trim().min(1).max(200) }),
  z.object({ metodo: z.literal('oxxo_pay'), intento: attemptId }),
  z.object({ metodo: z.literal('free'), intento: attemptId }),
]);
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** statusPago (docs/registration.md §3): formaPago '' is an online registration not paid yet. */
export interface PaymentStatus {
  status: 'ok' | 'pendiente';
  formaPago: 'card' | 'efectivo' | 'oxxo_pay' | '';
  formaInscripcion: 'en linea' | 'punto de Venta';
  fechaPago?: string;
  serverTime?: string;
  idOperacion?: string;
  brand?: string;
  cardName?: string;
  last4?: string;
  /** Charged, in MXN cents. */
  amount?: number;
}

/** The cash-store voucher (docs/registration.md §2 Cash-store voucher screen). */
export interface OxxoVoucher {
  referencia: string;
  /** MXN cents. */
  monto: number;
  /** ISO-8601 UTC: 48 hours after it was issued. */
  expiraEn: string;
}

/** Confirmation page types (docs/registration.md §2): 0 pending confirmation, 1 enrolled, 2 payment pending, 3 paid, 4 code. */
export type ConfirmationType = 0 | 1 | 2 | 3 | 4;
/** tipoRegistro (docs/registration.md §3): 1 online, 2 point of sale, 3 enrollment code, 4 online cash. */
export type RegistrationOrigin = 1 | 2 | 3 | 4;

/** GET /api/events/{eventId}/registrations/{registroId}: public; the random id is the credential. */
export interface RegistrantConfirmation {
  registroId: string;
  /** The credential of its public link (registrationLink): what its page's address and its own calls carry. */
  enlace: string;
  event: EventSummary;
  /** The folio; null until the registration is complete ('Asignado folio'). */
  numero: number | null;
  datos: AthleteData;
  modalidad: { codigoModalidad: string; descripcionModalidad: string; kilometro: number };
  rama: Rama;
  categoria: { codigo: number; nombreCategoria: string };
  order: Order;
  statusPago: PaymentStatus;
  tipoRegistro: RegistrationOrigin;
  tipoConfirmacion: ConfirmationType;
  voucher?: OxxoVoucher;
  /** The voucher expired unpaid: the place and any folio were returned. */
  cancelado: boolean;
  /** Not complete, and its modality has no place left (AGOTADO): it cannot be paid now. */
  agotado: boolean;
  /** Under 18 on the event date: the parental waiver. */
  menor: boolean;
  /** 'PENDIENTE' until the registration completes (docs/registration.md §3), then that instant in ISO-8601. */
  fechaRegistro: string;
  dorsal: Pick<RegistryConfig['configuracion'], 'raceNumberFontColor' | 'raceNumberWhiteBack' | 'raceNumberImage'>;
  /** A member of a group order: the group's name, and on its payer's registrant what the group is charged. */
  grupo?: { grupoId: string; etiqueta: string; total?: GroupTotal };
  /** What the athlete may change from the page (docs/registration.md, Transfers and modality changes); absent without a configuration. */
  cambios?: ConfirmationChanges;
}

/** The answer to a new registration: the draft and the order the server will charge. */
export interface CreatedRegistration {
  registroId: string;
  order: Order;
}

/** The registry configuration as the public reads it: no discount codes. */
export type PublicRegistryConfig = Omit<RegistryConfig, 'codigosDescuento'>;

/** GET /api/events/{eventId}/registration: everything the public flow needs, in one read. */
export interface RegistrationView {
  event: EventSummary;
  /** Modalities not hidden, in their order. */
  modalidades: Modality[];
  config: PublicRegistryConfig;
  /** Places per codigoModalidad, live: sold out when capacidad <= inscritos. */
  ocupacion: Record<string, Occupancy>;
  /** Upcoming and configured: the 'Inscripciones' button shows. */
  abierta: boolean;
}

/** Upcoming, configured, and within the organizer's switch and dates at `now`. */
export const isRegistrationOpen = (event: Pick<EventSummary, 'eventoDisponible'>, config: RegistryConfig | null, now = new Date()) =>
  event.eventoDisponible === EVENT_STATUS.upcoming && config !== null && Object.keys(config.configModalidad).length > 0 && registrationWindow(config.inscripciones, now) === 'abiertas';

/**
 * The credential of a registration's public link (docs/registration.md, Transfers and modality
 * changes): its `registroId` until a transfer, then `{registroId}.{llave}`, the random key the
 * transfer gave its new holder, so the link of whoever gave it away no longer opens it.
 */
export const registrationLink = (registroId: string, llave?: string) => (llave ? `${registroId}.${llave}` : registroId);

/** A link credential as registrationLink writes it: the registroId (a UUID) and, after a transfer, its key. */
export const REGISTRATION_LINK = /^([0-9a-f-]{36})(?:\.([A-Za-z0-9_-]{16,64}))?$/;

/** The confirmation route of docs/registration.md §2 (query parameters event, registry, download); `enlace` as registrationLink writes it. */
export const confirmationPath = (eventId: number, enlace: string, download = false) =>
  `/detalle-inscrito?event=${eventId}&registry=${encodeURIComponent(enlace)}${download ? '&download=true' : ''}`;
