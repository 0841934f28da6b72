// The admin's view of an event's tracking links: each link's visits beside the registrations that
// carry it, as the caller's stored Dashboard figures counted them.
import type { LinkRegistrations, TrackingLinkRow } from '@shared/registration/tracking-links';
import { OTHER_LINKS } from '@shared/registration/tracking-links';
import type { TrackingLinkItem } from '@lambdas/data/tracking-link-entity';

export function linkRows(links: readonly TrackingLinkItem[], registrations: readonly LinkRegistrations[]): { ligas: TrackingLinkRow[]; otras: TrackingLinkRow | null } {
  const counted = new Map(registrations.map((entry) => [entry.tkl, entry]));
  const rowOf = (tkl: string, visitas: number): TrackingLinkRow => ({ tkl, visitas, registros: counted.get(tkl)?.registros ?? 0, pagados: counted.get(tkl)?.pagados ?? 0 });
  const ligas = links
    .filter(({ tkl }) => tkl !== OTHER_LINKS)
    .map(({ tkl, visits }) => rowOf(tkl, visits))
    .sort((a, b) => b.visitas - a.visitas || a.tkl.localeCompare(b.tkl));
  const otras = rowOf(OTHER_LINKS, links.find(({ tkl }) => tkl === OTHER_LINKS)?.visits ?? 0);
  return { ligas, otras: otras.visitas + otras.registros > 0 ? otras : null };
}
