// GET /api/events/{eventId}/live/passes?modalidad=M&filtro=F — the live table under a filter of one
// modality (a checkpoint code, 0 the finish, 100000 the runners still on course): its newest 20
// passes, newest first. The live page asks again when a summary says the event moved on.
import { z } from 'zod';
import { CHECKPOINT_FILTER } from '@shared/results/checkpoints';
import { standingsApiTexts } from '@shared/results/results-texts';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { getPassList } from './live-passes-repository';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { cacheableReply } from './standings-http';

const passesQuerySchema = z.object({
  modalidad: z.string().trim().min(1).max(20),
  filtro: z.coerce.number().int().min(0).max(CHECKPOINT_FILTER.pending),
});

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const query = passesQuerySchema.safeParse(event.queryStringParameters ?? {});
  if (!query.success) throw new HttpError(400, 'INVALID_QUERY', standingsApiTexts.invalidPassesQuery);
  const { modalidad, filtro } = query.data;
  const list = await getPassList(eventId, modalidad, filtro);
  if (!list && !(await getEvent(eventId))) throw eventNotFound();
  return cacheableReply(event, { passes: list?.passes ?? [] }, { maxAge: 1, tag: list?.hash ?? 'vacia' });
});
