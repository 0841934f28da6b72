// Who may do what in an event's admin area (docs/registrant-admin.md §6, which shows no server checks:
// this matrix is the platform's, written in the README). The API enforces it on every request; the
// SPA reads the same table only to hide what the caller could not do anyway.

/** The per-event profiles of docs/registrant-admin.md §6; the event's creator is its `master`. */
export const EVENT_PROFILES = ['master', 'MasterCliente', 'MasterOrganizador', 'inscriptor', 'cronometrista'] as const;
export type EventProfile = (typeof EVENT_PROFILES)[number];

/** A caller's standing on an event: a profile, or the platform's `admin` group (every event). */
export type EventAccess = EventProfile | 'admin';

export const profileLabels: Record<EventProfile, string> = {
  master: 'Master',
  MasterCliente: 'Master Cliente',
  MasterOrganizador: 'Master Organizador',
  inscriptor: 'Punto de venta',
  cronometrista: 'Cronometrista',
};

export const ADMIN_ACTIONS = [
  /** Open the Ingresos list and a registrant's detail (whose: see listAll). */
  'viewRegistrants',
  /** See every registrant of the event (an inscriptor sees only those it registered). */
  'listAll',
  /** Register a person at the desk (point of sale, enrollment code). */
  'registerAtDesk',
  /** Edit personal and additional fields. */
  'editFields',
  /** Change modality, branch and category. */
  'move',
  /** Delete and restore. */
  'delete',
  'releaseFolio',
  'resendMail',
  /** Reports 1 'Full Data' and 2 'Data inscritos'. */
  'fullReports',
  /** Report 3 'Ingresos cobrados' (an inscriptor's holds only its own registrations). */
  'incomeReport',
  'dashboard',
  /** The Configuración tab: registry configuration, event data and sections. */
  'configure',
  'manageUsers',
  /** Timing keys of the timing console. */
  'timing',
  /** The manual timing app (docs/timing.md#the-manual-timing-app): record reads and read the start list. */
  'recordTimes',
  /** The review queue of doubtful reads: read it and decide each read. */
  'reviewReads',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

const everything = new Set<AdminAction>(ADMIN_ACTIONS);

/**
 * The matrix. MasterCliente runs the registrations but not the event's setup, its staff or its folios;
 * a cronometrista times the race and reviews its reads, and sees nothing else of the admin area.
 */
const allowed: Record<EventAccess, ReadonlySet<AdminAction>> = {
  admin: everything,
  master: everything,
  MasterOrganizador: everything,
  MasterCliente: new Set<AdminAction>(['viewRegistrants', 'listAll', 'registerAtDesk', 'editFields', 'move', 'delete', 'resendMail', 'fullReports', 'incomeReport', 'dashboard']),
  inscriptor: new Set<AdminAction>(['viewRegistrants', 'registerAtDesk', 'editFields', 'resendMail', 'incomeReport', 'dashboard']),
  cronometrista: new Set<AdminAction>(['recordTimes', 'reviewReads']),
};

export function may(access: EventAccess, action: AdminAction): boolean {
  return allowed[access].has(action);
}

/** Whose registrants the caller sees: all, or only those it registered (usuarioRegistra). */
export const seesOnlyOwn = (access: EventAccess): boolean => !may(access, 'listAll');

/** Which profiles a caller may grant, change or revoke: `master` only by a master or an admin. */
export function mayGrant(access: EventAccess, profile: EventProfile): boolean {
  if (!may(access, 'manageUsers')) return false;
  return profile !== 'master' || access === 'master' || access === 'admin';
}

/** The caller's standing on an event and what it may do, for the admin screen. */
export interface MyEventAccess {
  access: EventAccess;
  actions: AdminAction[];
  userId: string;
}
