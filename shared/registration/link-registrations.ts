// Registrations per tracking link, folded one registrant at a time with the Dashboard's figures: a
// counted link's own, any other tkl (a link past the event's limit, or never visited) under the
// catch-all, and none for 'direct'. Deleted registrants count nowhere.
import { OTHER_LINKS, type LinkRegistrations } from './tracking-links';
import { registrantValues } from './registrant-values';

export interface LinkTally {
  add(tkl: string, paid: boolean): void;
  result(): LinkRegistrations[];
}

/** links: the event's counted tracking links. */
export function createLinkTally(links: readonly string[]): LinkTally {
  const known = new Set(links);
  const counts = new Map<string, LinkRegistrations>();
  return {
    add(tkl, paid) {
      if (tkl === registrantValues.sinTkl) return;
      const key = known.has(tkl) ? tkl : OTHER_LINKS;
      const entry = counts.get(key) ?? { tkl: key, registros: 0, pagados: 0 };
      entry.registros += 1;
      if (paid) entry.pagados += 1;
      counts.set(key, entry);
    },
    result: () => [...counts.values()].map((entry) => ({ ...entry })),
  };
}
