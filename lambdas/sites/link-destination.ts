// Where a tracking link the organizer shares should land: the event's organizer web on a host of its
// own (the organizer's domain before the free subdomain), else its web on the main host, else the
// registration page.
import type { LinkDestination } from '@shared/registration/tracking-links';
import { getEvent } from '@lambdas/events/events-repository';
import { hostsOf } from './site-hosts-repository';
import { hasPublishedSite } from './sites-repository';

export async function linkDestination(eventId: number): Promise<LinkDestination> {
  const [published, hosts, event] = await Promise.all([hasPublishedSite(eventId), hostsOf(eventId), getEvent(eventId)]);
  if (!published) return { tipo: 'inscripcion' };
  const active = hosts.filter(({ status }) => status === 'activo').sort((a, b) => Number(b.kind === 'propio') - Number(a.kind === 'propio'));
  if (active[0]) return { tipo: 'host', host: active[0].host };
  return event?.showWeb ? { tipo: 'web' } : { tipo: 'inscripcion' };
}
