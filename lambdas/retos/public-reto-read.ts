// A reto's public card by its id, as GET /api/retos/{eventID} answers it, or undefined when the id
// names no reto: the athlete page's document carries it and describes the page by it (docs/sites.md 'Documents').
import { virtualEventIdSchema, type VirtualEventView } from '@shared/retos/virtual-event';
import { getVirtualEvent } from './virtual-events-repository';
import { toVirtualEventView } from './virtual-event-view';

export async function publicReto(eventId: string): Promise<VirtualEventView | undefined> {
  const id = virtualEventIdSchema.safeParse(eventId);
  const reto = id.success ? await getVirtualEvent(id.data) : null;
  return reto ? toVirtualEventView(reto) : undefined;
}
