// Tracking links (docs/platform.md §7 trackingLinks, docs/registration.md §1 tkl): the link name a
// shared address carries as ?tkl=, how many an event keeps apart, and the admin's answer.
import { z } from 'zod';
import { isReservedTkl, TKL_SHAPE } from './tracking-link-shape';
import { trackingLinkMessages } from './tracking-link-texts';

/** Distinct links an event counts apart; visits of any further link count under OTHER_LINKS. */
export const MAX_TRACKING_LINKS = 200;

/** The catch-all's key: no link can be named so (tklSchema refuses '*'). */
export const OTHER_LINKS = '*';

/** A link name: what ?tkl= carries and the visits route's {tkl}. 'direct' is what a registration without one stores. */
export const tklSchema = z
  .string()
  .regex(TKL_SHAPE, trackingLinkMessages.badTkl)
  .refine((tkl) => !isReservedTkl(tkl), trackingLinkMessages.reservedTkl);

/** Registrants carrying one link (or, under OTHER_LINKS, any tkl that is no counted link): not deleted, and of those the paid. */
export interface LinkRegistrations {
  tkl: string;
  registros: number;
  pagados: number;
}

export interface TrackingLinkRow extends LinkRegistrations {
  visitas: number;
}

/** Where a shared link lands: the organizer web on its own host, the event web on the main host, or the registration page. */
export type LinkDestination = { tipo: 'host'; host: string } | { tipo: 'web' } | { tipo: 'inscripcion' };

/** GET /api/events/{eventId}/tracking-links. */
export interface TrackingLinksView {
  /** Most visited first. */
  ligas: TrackingLinkRow[];
  /** Past MAX_TRACKING_LINKS, and registrations of any other tkl; null while there is none. */
  otras: TrackingLinkRow | null;
  /** When the registrations were counted (the Dashboard's figures of the caller's scope); null until first counted. */
  computedAt: string | null;
  /** The count is being brought up to date. */
  actualizando: boolean;
  destino: LinkDestination;
}
