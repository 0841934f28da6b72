// GET /api/retos/{eventID} — a reto's public card: what the athlete page and the organizer's page
// show of it; an id that names no reto answers the spec's Spanish message.
import { httpHandler } from '@lambdas/core/http-handler';
import { publicReadHeaders } from '@lambdas/events/public-read';
import { retoOfRoute } from './reto-access';
import { toVirtualEventView } from './virtual-event-view';

export const handler = httpHandler(async (event) => {
  const reto = await retoOfRoute(event);
  return { headers: publicReadHeaders, body: toVirtualEventView(reto) };
});
