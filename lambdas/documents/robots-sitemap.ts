// robots.txt and sitemap.xml of each host (docs/sites.md 'Documents'). The main host lists the
// platform's public pages and those of the events in its public lists; an organizer host its site's
// pages. Each is one query per list, cached an hour.
import { EVENT_STATUS, type EventStatus } from '@shared/results/event-status';
import { eventPaths } from '@shared/results/event-paths';
import { escapeHtml } from '@lambdas/core/escape-html';
import type { EventItem } from '@lambdas/data/event-entity';
import { listEventsByStatus } from '@lambdas/events/events-repository';
import { hostedWeb, organizerSitemapPaths } from './organizer-documents';

/** Pages of a signed-in user or a tool, which no search result should open. */
const PRIVATE_PATHS = ['/atletas', '/eventos-organizador', '/retos-organizador', '/usuario-autorizado', '/detalle-inscrito', '/traspaso', '/editor-foto', '/cronometraje', '/local/'];

export function robotsTxt(origin: string, mainHost: boolean): string {
  const disallowed = mainHost ? PRIVATE_PATHS.map((path) => `Disallow: ${path}`) : [];
  return ['User-agent: *', ...disallowed, 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** The events a sitemap lists per public list, the newest first. */
const EVENTS_PER_LIST = 100;

function eventPathsOf(event: EventItem): string[] {
  const id = event.eventId;
  const own = event.showWeb ? [eventPaths.web(id)] : [];
  switch (event.eventoDisponible as EventStatus) {
    case EVENT_STATUS.upcoming:
      return [...own, eventPaths.upcoming(id), eventPaths.convocatoria(id), eventPaths.registration(id)];
    case EVENT_STATUS.live:
      return [...own, eventPaths.live(id)];
    default:
      return [...own, eventPaths.results(id), eventPaths.convocatoria(id)];
  }
}

async function mainHostPaths(): Promise<string[]> {
  const lists = await Promise.all(
    [EVENT_STATUS.upcoming, EVENT_STATUS.live, EVENT_STATUS.closed].map((status) =>
      listEventsByStatus(status, status === EVENT_STATUS.upcoming ? 'asc' : 'desc', null, EVENTS_PER_LIST),
    ),
  );
  const fixed = ['/', ...['proximos-eventos', 'live', 'resultados', 'servicios', 'nosotros'].map((name) => `/${name}`)];
  return [...fixed, ...lists.flatMap((list) => list.items.flatMap(eventPathsOf))];
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** The paths of a host's sitemap; none for a host that serves nothing. */
export async function sitemapPaths(hostname: string, mainHost: boolean): Promise<string[] | undefined> {
  if (mainHost) return mainHostPaths();
  const web = await hostedWeb(hostname);
  return web ? organizerSitemapPaths(web) : undefined;
}
