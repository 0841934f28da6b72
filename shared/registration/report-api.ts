// The registrant reports' and the Dashboard's contracts (docs/registration.md §2 Dashboard tab,
// §9): a report is asked for, built off the request path, then downloaded from a short-lived link;
// the Dashboard is the last stored figures, recomputed in the background when a minute old.
import { z } from 'zod';
import type { AdminAction } from './admin-permissions';
import type { Dashboard } from './dashboard';
import { REPORT_TYPES, type ReportTipo } from './registrant-report';
import type { WaitlistCounts } from './waitlist-api';

/** POST /api/events/{eventId}/reports. */
export const reportRequestSchema = z.strictObject({
  tipo: z.union(REPORT_TYPES.map((tipo) => z.literal(tipo))),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** Types 1 and 2 are the full reports; type 3 'Ingresos cobrados' is the one an inscriptor gets (docs/registrant-admin.md §6). */
export const reportAction = (tipo: ReportTipo): AdminAction => (tipo === 3 ? 'incomeReport' : 'fullReports');

export const REPORT_STATES = ['pendiente', 'listo', 'error'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** POST answers 202 with the report's id. */
export interface RequestedReport {
  reportId: string;
}

/** GET /api/events/{eventId}/reports/{reportId}. */
export interface ReportProgress {
  status: ReportState;
  /** Registrants read so far. */
  progress: number;
  /** When listo: a presigned GET of the file, valid for a few minutes. */
  url?: string;
  fileName?: string;
}

/** GET /api/events/{eventId}/dashboard: the caller's scope (every registrant, or its own). */
export interface DashboardView {
  /** null until the first computation ends. */
  dashboard: Dashboard | null;
  /** ISO-8601 UTC. */
  computedAt: string | null;
  /** A recomputation is queued or running. */
  actualizando: boolean;
  /** Only the caller's own registrations (an inscriptor): its report is 'Ingresos cobrados'. */
  propio: boolean;
  /** The waiting lists now, for whoever sees every registrant (docs/registration.md, Waiting list). */
  listaEspera?: WaitlistCounts;
}

/** A stored Dashboard older than this is recomputed when someone looks at it. */
export const DASHBOARD_FRESH_MS = 60_000;
