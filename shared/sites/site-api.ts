// The organizer-web API's bodies and answers (docs/sites.md).
import { z } from 'zod';
import type { EventSummary } from '@shared/results/event-schemas';
import type { EventStatus } from '@shared/results/event-status';
import { siteContentSchema, siteSlugSchema, type SiteContent } from './site-schema';
import { siteMessages } from './site-texts';

export const saveSiteSchema = z.object({
  /** The draft revision the editor started from (0 for a site not created yet). */
  revision: z.number().int().min(0).max(1_000_000_000),
  content: siteContentSchema,
});

export const publishSiteSchema = z.object({ revision: z.number().int().min(1).max(1_000_000_000) });

/** A domain name as DNS writes it: labels of letters, digits and dashes, with a top-level domain. */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, siteMessages.badDomain);

export const addHostSchema = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('subdominio'), slug: siteSlugSchema }),
  z.object({ tipo: z.literal('propio'), dominio: domainSchema }),
]);
export type AddHostRequest = z.infer<typeof addHostSchema>;

export interface SiteHostView {
  host: string;
  kind: 'subdominio' | 'propio';
  status: 'activo' | 'pendiente';
  /** For a pending domain: the TXT record that proves it is the organizer's. */
  verification?: { recordName: string; value: string };
  /** For a pending domain: when its claim lapses unless verified (docs/sites.md#pending-own-domains-lapse). */
  expiresAt?: string;
  /** For an own domain, where the deployment serves them: what its CNAME record must point at. */
  cnameTarget?: string;
}

export interface SiteEditorView {
  /** null while the event has no site yet. */
  draft: SiteContent | null;
  revision: number;
  publishedRevision: number | null;
  publishedAt: string | null;
  hosts: SiteHostView[];
}

/** The event a web belongs to as its tracking events name it: its name and its own pixel and analytics ids. */
export type HostedEvent = Pick<EventSummary, 'nombreEvento' | 'facebookPixel' | 'gaId'>;

/** What a host serves (GET /api/sites/by-host/{host}): the published site and its event. */
export interface HostedSite {
  eventId: number;
  event: HostedEvent;
  site: SiteContent;
}

/** GET /api/events/{eventId}/owner-events?status=: the events of one status an event list section shows. */
export const ownerEventsQuerySchema = z.object({
  status: z.enum(['1', '2', '4']).transform((status) => Number(status) as EventStatus),
});

/** The events the web's owner administers, in the public list's order (docs/sites.md 'Platform sections'). */
export interface OwnerEvents {
  events: EventSummary[];
}
