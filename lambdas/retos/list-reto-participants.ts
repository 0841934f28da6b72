// GET /api/retos/{eventID}/participants?cursor= — the organizer's participants table (docs/retos.md §2.8),
// 100 at a time in account order, for the reto's organizer or an admin.
import { PARTICIPANTS_PAGE_SIZE, participantsQuerySchema, type RetoParticipantPage } from '@shared/retos/reto-participants';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { participantPage } from './participants-repository';
import { organizedRetoOfRoute } from './reto-access';
import { toParticipantRow } from './reto-participant-row';

export const handler = httpHandler(async (event) => {
  const reto = await organizedRetoOfRoute(event, callerOf(event));
  const { cursor } = participantsQuerySchema.parse(event.queryStringParameters ?? {});
  const { items, more } = await participantPage(reto.eventId, PARTICIPANTS_PAGE_SIZE, cursor);
  const participants = items.map(toParticipantRow);
  const last = participants.at(-1);
  const body: RetoParticipantPage = { participants, ...(more && last ? { cursor: last.userID } : {}) };
  return { body };
});
