// GET /api/retos/{eventID}/config — the reto as its organizer's page reads it (docs/retos.md §2.8): the public
// view plus the revision to save on and the counts of code uses and participants; never cached.
// 404 'El id del evento ingresado no existe', 403 'Usuario no autorizado para este evento'.
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { organizedRetoOfRoute } from './reto-access';
import { toOrganizerRetoView } from './virtual-event-view';

export const handler = httpHandler(async (event) => {
  const reto = await organizedRetoOfRoute(event, callerOf(event));
  return { body: toOrganizerRetoView(reto) };
});
