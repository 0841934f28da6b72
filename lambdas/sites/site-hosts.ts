// The hosts of an event's site: the free subdomain of the platform's first main host, active at once
// unless reserved or read alike another (docs/sites.md#which-subdomains-are-refused), and the
// organizer's own domains, active once their TXT record holds the token the platform gave and
// CloudFront (or its local stand-in) serves them; pending, they lapse after 72 hours, the verified
// owner of a related domain may take them over (docs/sites.md#pending-own-domains-lapse), and any event
// whose TXT record is published takes them (docs/sites.md#contesting-a-pending-claim).
import type { AddHostRequest, SiteHostView } from '@shared/sites/site-api';
import { slugRefusal } from '@shared/sites/slug-refusal';
import { slugSkeleton } from '@shared/sites/slug-skeleton';
import { siteApiMessages } from '@shared/sites/site-texts';
import { rateLimits } from '@shared/core/rate-limits';
import { organizerDomainTarget } from '@lambdas/core/env';
import { HttpError } from '@lambdas/core/http-error';
import { logger } from '@lambdas/core/observability';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import { mainHosts } from '@lambdas/core/site-hosts';
import type { SiteHostItem } from '@lambdas/data/site-host-entity';
import { domainVerifier } from './domain-verifier';
import { vouchesFor } from './host-takeover';
import { hasLapsed, pendingUntil } from './pending-claim';
import { activateHost, claimHost, getHost, hostsOf, releaseHost, storedHost } from './site-hosts-repository';
import { DomainServedElsewhere, DomainsNotServed, tenantProvisioner } from './tenant-provisioner';
import { verificationToken } from './verification-token';

const hostnameOf = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/** Where the TXT record of a domain goes. */
export const recordNameOf = (domain: string) => `_carreras-verificacion.${domain}`;

export function toHostView({ host, kind, status, token, createdAt }: SiteHostItem): SiteHostView {
  return {
    host,
    kind,
    status,
    ...(status === 'pendiente' ? { verification: { recordName: recordNameOf(host), value: token }, expiresAt: new Date(pendingUntil(createdAt)).toISOString() } : {}),
    ...(kind === 'propio' && organizerDomainTarget ? { cnameTarget: organizerDomainTarget } : {}),
  };
}

const hostNotFound = () => new HttpError(404, 'HOST_NOT_FOUND', siteApiMessages.hostNotFound);

/** Adding a host and verifying one each cost a lookup: they share one limit. */
export const limitHostChanges = (userId: string) => enforceLimits([{ subject: `sitio:hosts:${userId}`, limits: rateLimits.siteHostChangesPerUser }]);

/** Removing a host has a limit of its own, so giving hosts up never stops an organizer adding one. */
export const limitHostRemovals = (userId: string) => enforceLimits([{ subject: `sitio:hosts-quitados:${userId}`, limits: rateLimits.siteHostRemovalsPerUser }]);

/** A refusal about the address the organizer typed: the editor shows it on that field. */
const addressRefusal = (statusCode: number, code: string, message: string, request: AddHostRequest) =>
  new HttpError(statusCode, code, message, { [request.tipo === 'subdominio' ? 'slug' : 'dominio']: message });

/** Whether a stored claim may give way: it lapsed, or it is pending and the event verified a domain that vouches for it. */
async function mayReplace(stored: SiteHostItem, eventId: number, now: Date): Promise<boolean> {
  if (hasLapsed(stored, now)) return true;
  if (stored.status !== 'pendiente' || stored.eventId === eventId) return false;
  const verified = (await hostsOf(eventId, now)).filter((item) => item.kind === 'propio' && item.status === 'activo');
  return verified.some((item) => vouchesFor(item.host, stored.host));
}

/**
 * Another event's claim that may not be replaced otherwise: a pending own domain gives way once this
 * event's record is published (the first to prove the domain takes it); else 409, with the record to
 * publish when the claim is pending.
 */
async function contest(stored: SiteHostItem, token: string, request: AddHostRequest): Promise<void> {
  if (stored.status !== 'pendiente' || request.tipo !== 'propio') throw addressRefusal(409, 'HOST_TAKEN', siteApiMessages.hostTaken, request);
  const recordName = recordNameOf(stored.host);
  if (await domainVerifier().hasToken(recordName, token)) return;
  await domainVerifier().announce(recordName, token);
  throw addressRefusal(409, 'HOST_PENDING_ELSEWHERE', siteApiMessages.pendingElsewhere(recordName, token), request);
}

/**
 * Claims the requested host for the event: 400 for a refused subdomain, 409 when it is the platform's
 * (or under a main host, as an own domain), reads alike another subdomain, or another site holds it.
 * A lapsed pending claim, one the event may take over, or one whose domain the event proves, gives
 * way; the event's own lapsed claim keeps its token, so a record already set still counts.
 */
export async function addHost(eventId: number, request: AddHostRequest, now = new Date()): Promise<SiteHostItem> {
  const platform = mainHosts().map(hostnameOf);
  const [base] = platform;
  if (!base) throw new Error('No main host configured');
  const host = request.tipo === 'subdominio' ? `${request.slug}.${base}` : request.dominio;
  const refusal = request.tipo === 'subdominio' ? slugRefusal(request.slug) : null;
  if (refusal) throw addressRefusal(400, refusal.code, refusal.message, request);
  // A name under a main host is only ever a free subdomain: as an own domain it could never be
  // verified, and would keep the slug from its organizer.
  const platformHost = platform.some((main) => host === main || (request.tipo === 'propio' && host.endsWith(`.${main}`)));
  if (platformHost) throw addressRefusal(409, 'MAIN_HOST', siteApiMessages.mainHost, request);
  const stored = await storedHost(host);
  const token = stored?.eventId === eventId ? stored.token : verificationToken(host, eventId);
  if (stored && !(await mayReplace(stored, eventId, now))) await contest(stored, token, request);
  const pending = request.tipo === 'propio';
  const createdAt = now.toISOString();
  const item: SiteHostItem = {
    host,
    eventId,
    kind: request.tipo,
    status: pending ? 'pendiente' : 'activo',
    token,
    createdAt,
    ...(pending ? { expiresAt: Math.floor(pendingUntil(createdAt) / 1000) } : {}),
  };
  const outcome = await claimHost(item, stored, request.tipo === 'subdominio' ? slugSkeleton(request.slug) : undefined);
  if (outcome === 'hostTaken') throw addressRefusal(409, 'HOST_TAKEN', siteApiMessages.hostTaken, request);
  if (outcome === 'lookAlike') throw addressRefusal(409, 'SLUG_LOOK_ALIKE', siteApiMessages.slugLookAlike, request);
  if (pending) await domainVerifier().announce(recordNameOf(host), item.token);
  return item;
}

/** Has the domain served; when it cannot be, the host stays pending and verifying again retries. */
async function serveDomain(domain: string): Promise<void> {
  try {
    await tenantProvisioner().provision(domain);
  } catch (error) {
    if (error instanceof DomainServedElsewhere) throw new HttpError(409, 'DOMAIN_SERVED_ELSEWHERE', siteApiMessages.domainServedElsewhere);
    if (error instanceof DomainsNotServed) throw new HttpError(503, 'DOMAINS_NOT_SERVED', siteApiMessages.domainsNotServed);
    logger.error('An organizer domain could not be served', { domain, error: error as Error });
    throw new HttpError(503, 'DOMAIN_NOT_SERVED', siteApiMessages.domainNotServed);
  }
}

/** Checks a pending domain's record, has it served and activates it: 409 while the record is missing. */
export async function verifyHost(eventId: number, host: string): Promise<SiteHostItem> {
  const item = await getHost(host);
  if (!item || item.eventId !== eventId) throw hostNotFound();
  if (item.status === 'activo') return item;
  if (!(await domainVerifier().hasToken(recordNameOf(host), item.token))) throw new HttpError(409, 'NOT_VERIFIED', siteApiMessages.notVerified);
  await serveDomain(host);
  if (await activateHost(host, eventId)) return { ...item, status: 'activo' };
  // A second check that came at once activated it already; otherwise the claim lapsed and another
  // event took the name while this one was checked: it is not this event's to serve.
  const now = await getHost(host);
  if (now?.eventId === eventId && now.status === 'activo') return now;
  await tenantProvisioner().release(host);
  throw new HttpError(409, 'HOST_TAKEN', siteApiMessages.hostTaken);
}

/** Gives a host of the event up; an own domain stops being served first, so a failure keeps the host to retry. */
export async function removeHost(eventId: number, host: string): Promise<void> {
  const item = await getHost(host);
  if (!item || item.eventId !== eventId) throw hostNotFound();
  if (item.kind === 'propio') {
    try {
      await tenantProvisioner().release(host);
    } catch (error) {
      logger.error('An organizer domain could not stop being served', { domain: host, error: error as Error });
      throw new HttpError(503, 'DOMAIN_NOT_RELEASED', siteApiMessages.domainNotReleased);
    }
  }
  const skeleton = item.kind === 'subdominio' ? slugSkeleton(host.slice(0, host.indexOf('.'))) : undefined;
  if (!(await releaseHost(host, eventId, skeleton))) throw hostNotFound();
}
