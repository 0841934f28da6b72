// GET /api/retos/{eventID}/certificate?format=jpeg|pdf — the signed-in athlete's own certificate
// (docs/retos.md §4): only for an active participant, only once the organizer closed the reto, only with a
// finish time.
import { rateLimits } from '@shared/core/rate-limits';
import { ZERO_TIME } from '@shared/retos/participation';
import { certificateFileName, certificateMessages, certificateQuerySchema, type CertificateFacts } from '@shared/retos/certificate';
import { callerOf } from '@lambdas/core/caller';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler } from '@lambdas/core/http-handler';
import { enforceLimits } from '@lambdas/limits/rate-limit';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { certificateDownload, drawRetoCertificate } from './certificate/reto-certificate';
import { participationOfRoute } from './participant-access';

function factsOf(reto: VirtualEventItem, participant: RetoParticipantItem, finishTime: string): CertificateFacts {
  return {
    athleteName: `${participant.athleteName} ${participant.athleteLastName}`,
    eventName: reto.eventName,
    distanceKm: reto.distance,
    finishTime,
    gender: participant.athleteGender,
    positionAbsolute: participant.positionAbsolute,
    positionAbsoluteGender: participant.positionAbsoluteGender,
    date: participant.finishTimeDate ?? reto.eventEnd,
  };
}

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const { format } = certificateQuerySchema.parse(event.queryStringParameters ?? {});
  await enforceLimits([{ subject: `retos:certificado:${caller.userId}`, limits: rateLimits.retoCertificatesPerUser }]);
  const { reto, participant } = await participationOfRoute(event, caller);
  if (!participant.active) throw new HttpError(403, 'NOT_PARTICIPANT', certificateMessages.notParticipant);
  if (!reto.eventEnded) throw new HttpError(409, 'RETO_IN_PROGRESS', certificateMessages.inProgress);
  const { finishTime } = participant;
  if (!finishTime || finishTime === ZERO_TIME) throw new HttpError(409, 'NO_FINISH_TIME', certificateMessages.noFinishTime);
  const file = await drawRetoCertificate(reto, factsOf(reto, participant, finishTime), format);
  return certificateDownload(file, certificateFileName(reto.eventId, format), format);
});
