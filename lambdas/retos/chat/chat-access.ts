// Who may read and write which part of a reto's chat: an athlete only their own thread and the
// broadcasts (as a participant), the organizer (or an admin) every thread of a participant and the
// broadcasts. A thread is named by its athlete, who must be a participant; nobody else's is reachable.
import type { z } from 'zod';
import { messages } from '@shared/core/messages';
import { chatUserIdSchema } from '@shared/retos/reto-chat';
import { chatMessages } from '@shared/retos/reto-chat-texts';
import type { Caller } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { participationOfRoute } from '../participant-access';
import { getParticipant } from '../participants-repository';
import { isRetoOrganizer, retoOfRoute } from '../reto-access';

/** The reto, when the caller organizes it or takes part in it; anyone else is refused (403). */
export async function chatPartyOfRoute(event: HttpEvent, caller: Caller): Promise<VirtualEventItem> {
  const reto = await retoOfRoute(event);
  return isRetoOrganizer(reto, caller) ? reto : (await participationOfRoute(event, caller)).reto;
}

/** The athlete the route's {userID} names, when a participant of the reto; 404 otherwise. */
export async function threadAthleteOfRoute(event: HttpEvent, reto: VirtualEventItem): Promise<{ userID: string; name: string }> {
  const userID = chatUserIdSchema.safeParse(event.pathParameters?.userID ?? '');
  const participant = userID.success ? await getParticipant(reto.eventId, userID.data) : null;
  if (!participant) throw new HttpError(404, 'NOT_RETO_PARTICIPANT', chatMessages.notParticipant);
  return athleteOf(participant);
}

export const athleteOf = (participant: RetoParticipantItem) => ({
  userID: participant.userID,
  name: `${participant.athleteName} ${participant.athleteLastName}`.trim(),
});

/** The query's `cursor`, checked by its schema; a malformed one is a 400. */
export function cursorOf<S extends z.ZodType<string | undefined>>(event: HttpEvent, schema: S): z.output<S> {
  const cursor = schema.safeParse(event.queryStringParameters?.cursor);
  if (!cursor.success) throw new HttpError(400, 'INVALID_CURSOR', messages.invalidRequest);
  return cursor.data;
}
