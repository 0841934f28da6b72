// The reads one document makes, each at most once (docs/sites.md 'Documents'): a reto's page is
// described by its reto and carries it in its data island, from the same read.
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { publicReto } from '@lambdas/retos/public-reto-read';

export interface DocumentReads {
  reto(eventId: string): Promise<VirtualEventView | undefined>;
}

export function documentReads(): DocumentReads {
  const retos = new Map<string, Promise<VirtualEventView | undefined>>();
  return {
    reto(eventId) {
      const read = retos.get(eventId) ?? publicReto(eventId);
      retos.set(eventId, read);
      return read;
    },
  };
}
