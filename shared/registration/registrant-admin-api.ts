// The admin API's contracts for an event's registrants (docs/registration.md §2 Ingresos and the
// detail dialog, §3, §4): the lists, a registrant's detail, and the changes staff make to it. The
// SPA and the handlers parse with these same schemas.
import { z } from 'zod';
import { EVENT_PROFILES } from './admin-permissions';
import { adminApiMessages } from './admin-texts';
import type { AdminRegistrant } from './admin-registrant';
import type { FieldValue } from './form-fields';
import type { PaymentStatus } from './registration-api';
import { athleteDataSchema, fieldValueSchema } from './registration-api';
import { RAMAS } from '@shared/results/ramas';

/** The admin lists a registrant is in exactly one of. */
export const REGISTRANT_LISTS = ['completo', 'incompleto', 'borrado', 'liberado'] as const;
export type RegistrantList = (typeof REGISTRANT_LISTS)[number];

/** The list filter of docs/registration.md §4: 1 complete (default), 2 incomplete or deleted, 3 (and 4) all. */
export const REGISTRANT_FILTERS = [1, 2, 3] as const;
export type RegistrantFilter = (typeof REGISTRANT_FILTERS)[number];

/** The lists each filter shows; null: every registrant. */
export const filterLists: Record<RegistrantFilter, readonly RegistrantList[] | null> = {
  1: ['completo'],
  2: ['incompleto', 'borrado', 'liberado'],
  3: null,
};

/** Which list a registrant belongs in. */
export function listOf({ statusPago, borrado, liberado }: { statusPago: Pick<PaymentStatus, 'status'>; borrado: boolean; liberado: boolean }): RegistrantList {
  if (liberado) return 'liberado';
  if (borrado) return 'borrado';
  return statusPago.status === 'ok' ? 'completo' : 'incompleto';
}

/** docs/registration.md §9: the 50 most recent, then 200 more per 'Mostrar registros anteriores'. */
export const FIRST_PAGE = 50;
export const NEXT_PAGE = 200;
/** Matches a name search answers at most. */
export const SEARCH_MATCHES = 100;

/** Where a page of a list ends: the serverTime and registroId of its last registrant. */
const cursorSchema = z.string().max(200).regex(/^[0-9TZ:.+-]{10,40}\|[0-9a-f-]{36}$/, adminApiMessages.badCursor);

export const registrantListQuerySchema = z.object({
  filtro: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])).default(1).transform((filtro): RegistrantFilter => (filtro === 4 ? 3 : filtro)),
  antes: cursorSchema.optional(),
  /** 'Nombre o Número': more than 2 characters of a name, or a folio. */
  q: z.string().trim().max(100).optional(),
});
export type RegistrantListQuery = z.infer<typeof registrantListQuerySchema>;

export const cursorOf = (row: Pick<RegistrantRow, 'serverTime' | 'registroId'>) => `${row.serverTime}|${row.registroId}`;
export function parseCursor(cursor: string): { serverTime: string; registroId: string } {
  const [serverTime = '', registroId = ''] = cursor.split('|');
  return { serverTime, registroId };
}

export interface ChangeEntry {
  date: string;
  action: number;
  description: string;
  nombresUser: string;
  apellidosUser: string;
  iduser: string;
  /** The additional field an edit changed (action 11), so a reader it is hidden from does not get it. */
  iDCampo?: string;
  /** The athlete's change it records (actions 30 and 31), which staff may undo. */
  cambioId?: string;
}

export interface MailEntry {
  date: string;
  subject: string;
  tipoCorreo: number;
}

/** A registrant as the Ingresos table shows it: what reports read, with what staff act on. */
export interface RegistrantRow extends AdminRegistrant {
  folioLiberado?: number;
  genero: 'F' | 'M';
  tipoRegistro: number;
  liberado: boolean;
  lista: RegistrantList;
  productos: { codigoProducto: string; cantidad: number; campos: Record<string, FieldValue> }[];
  monedaAUsar: string;
  revision: number;
}

/** One member of a group as any member's detail lists it. */
export interface GroupMemberSummary {
  registroId: string;
  nombre: string;
  numero?: number;
  descripcionModalidad: string;
  /** The member whose registrant the group was paid on. */
  pagador: boolean;
}

/** The detail dialog's registrant: the row, its changes, mails and payment history. */
export interface RegistrantDetail extends RegistrantRow {
  changesRegistry: ChangeEntry[];
  mails: MailEntry[];
  codigoDescuento?: string;
  reembolsar: boolean;
  /** Every member of its group, the payer first, when it belongs to one. */
  grupoMiembros?: GroupMemberSummary[];
}

export interface RegistrantPage {
  registrants: RegistrantRow[];
  /** The next page's cursor; absent at the end of the list. */
  antes?: string;
  /** Names of the staff users who registered people (usuarioRegistra → name). */
  usuarios: Record<string, string>;
  /** A search stopped at SEARCH_MATCHES. */
  truncado?: boolean;
}

const revision = z.number().int().min(0).max(1_000_000_000);

/** The personal fields staff edit one at a time (docs/registration.md §4 partial updates), and the additional ones by iDCampo. */
export const CORE_FIELDS = ['correo', 'nombres', 'apellidos', 'apellidoPaterno', 'apellidoMaterno', 'telefono', 'fechaNacimiento'] as const;
export type CoreField = (typeof CORE_FIELDS)[number];

export const fieldEditSchema = z.union([
  z.object({ revision, campo: z.enum(CORE_FIELDS), valor: z.string().max(1000) }),
  z.object({ revision, campoAdicional: z.string().trim().min(1).max(60), valor: fieldValueSchema }),
]);
export type FieldEdit = z.infer<typeof fieldEditSchema>;

/** Each core field's own rule, as at registration. */
export const coreFieldSchemas: Record<CoreField, z.ZodType<string | undefined>> = {
  correo: athleteDataSchema.shape.correo,
  nombres: athleteDataSchema.shape.nombres,
  apellidos: athleteDataSchema.shape.apellidos,
  apellidoPaterno: athleteDataSchema.shape.apellidoPaterno,
  apellidoMaterno: athleteDataSchema.shape.apellidoMaterno,
  telefono: athleteDataSchema.shape.telefono,
  fechaNacimiento: athleteDataSchema.shape.fechaNacimiento,
};

export const selectionChangeSchema = z.object({
  revision,
  codigoModalidad: z.string().trim().min(1).max(20),
  rama: z.enum(RAMAS),
  codigoCategoria: z.number().int().min(0).max(1_000_000),
});
export type SelectionChange = z.infer<typeof selectionChangeSchema>;

export const deletionSchema = z.object({ revision, borrado: z.boolean() });
export const revisionSchema = z.object({ revision });

/** What a staff change answers: the registrant as it is now and the change's description (the toast). */
export interface RegistrantChange {
  registrant: RegistrantDetail;
  description: string;
}

export interface DeletedFolio {
  registroId: string;
  numero: number;
  nombre: string;
  modalidad: string;
  revision: number;
}

export const authorizationSchema = z.object({
  correo: z
    .string({ error: adminApiMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, adminApiMessages.invalidEmail)
    // The characters an account's e-mail may have: the directory is asked about it as a user name.
    .regex(/^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/, adminApiMessages.invalidEmail),
  perfil: z.enum(EVENT_PROFILES),
});
export type Authorization = z.infer<typeof authorizationSchema>;

export interface AuthorizedUser {
  correo: string;
  perfil: (typeof EVENT_PROFILES)[number];
  nombre: string;
  fechaAutoriza: string;
  /** Absent while the e-mail has no account (a pending authorization). */
  userIdAuth?: string;
  status: 'ok' | 'pendiente';
}
