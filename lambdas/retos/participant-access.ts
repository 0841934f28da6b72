// The signed-in athlete's own participation in the route's reto: the reto is open to the public
// (not closed), and the athlete registered in it; anyone else is 'Usuario no autorizado'.
import { participationMessages } from '@shared/retos/participation';
import { recordingBlocker, startBlocker, type RecordingBlocker } from '@shared/retos/recording-rules';
import { retoMessages } from '@shared/retos/virtual-event';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import type { Caller } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { getParticipant } from './participants-repository';
import { retoOfRoute } from './reto-access';

export interface Participation {
  reto: VirtualEventItem;
  participant: RetoParticipantItem;
}

export async function participationOfRoute(event: HttpEvent, caller: Caller): Promise<Participation> {
  const reto = await retoOfRoute(event);
  const participant = await getParticipant(reto.eventId, caller.userId);
  if (!participant) throw new HttpError(403, 'NOT_PARTICIPANT', participationMessages.notParticipant);
  return { reto, participant };
}

function refuse(blocker: RecordingBlocker | null): void {
  if (blocker) throw new HttpError(409, blocker.code, blocker.message);
}

/** Times and evidence are recorded only while the organizer admits results, up to the reto's end (docs/retos.md §4). */
export function requireRecording(reto: VirtualEventItem, participant: RetoParticipantItem, now = new Date()): void {
  refuse(recordingBlocker(reto, participant.active, now));
}

/** The goal and the start-line photo: a registration that holds, in a reto still open. */
export function requireStartable(reto: VirtualEventItem, participant: RetoParticipantItem): void {
  if (!participant.active) throw new HttpError(409, 'REGISTRATION_PENDING', participationMessages.needsRegistration);
  refuse(startBlocker(reto));
}

/** A closed reto takes no new registrations (docs/retos.md §8: 'ya no está abierto al público'). */
export function requireOpen(reto: VirtualEventItem): void {
  if (reto.eventEnded) throw new HttpError(404, 'RETO_CLOSED', retoMessages.notFound);
}
