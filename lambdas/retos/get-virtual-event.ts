// GET /api/retos/{eventID} — a reto's public card: what the athlete page and the organizer's page
// show of it; an id that names no reto answers the spec's Spanish message.
import { retoMessages, virtualEventIdSchema } from '../../shared/retos/virtual-event';
import { HttpError } from '../core/http-error';
import { httpHandler } from '../core/http-handler';
import { publicReadHeaders } from '../results/public-read';
import { getVirtualEvent, toVirtualEventView } from './virtual-events-repository';

export const handler = httpHandler(async (event) => {
  const id = virtualEventIdSchema.safeParse(event.pathParameters?.eventID ?? '');
  const reto = id.success ? await getVirtualEvent(id.data) : null;
  if (!reto) throw new HttpError(404, 'RETO_NOT_FOUND', retoMessages.notFound);
  return { headers: publicReadHeaders, body: toVirtualEventView(reto) };
});
