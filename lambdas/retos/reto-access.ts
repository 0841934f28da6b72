// Who may act on a reto (docs/retos.md §6): its organizer (who created it) and the platform's admins
// (perfil 1) manage it; an id that names no reto is the spec's 'not found' for each side.
import { retoMessages, virtualEventIdSchema } from '@shared/retos/virtual-event';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import type { Caller } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { getVirtualEvent } from './virtual-events-repository';

/** The reto the route's {eventID} names, or the athlete side's 404. */
export async function retoOfRoute(event: HttpEvent, notFoundMessage: string = retoMessages.notFound): Promise<VirtualEventItem> {
  const id = virtualEventIdSchema.safeParse(event.pathParameters?.eventID ?? '');
  const reto = id.success ? await getVirtualEvent(id.data) : null;
  if (!reto) throw new HttpError(404, 'RETO_NOT_FOUND', notFoundMessage);
  return reto;
}

export function isRetoOrganizer(reto: VirtualEventItem, caller: Caller): boolean {
  return reto.userIDCreate === caller.userId || caller.perfil === 1;
}

/** The reto of the route when the caller organizes it (or is an admin); 403 otherwise. */
export async function organizedRetoOfRoute(event: HttpEvent, caller: Caller): Promise<VirtualEventItem> {
  const reto = await retoOfRoute(event, retoMessages.adminNotFound);
  if (!isRetoOrganizer(reto, caller)) throw new HttpError(403, 'NOT_RETO_ORGANIZER', retoMessages.notAuthorized);
  return reto;
}
