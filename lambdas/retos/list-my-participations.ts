// GET /api/my-participations — 'Mis eventos virtuales' (docs/retos.md §2.5): the retos the signed-in athlete
// registered in, newest registration first, with the step reached.
import type { MyParticipationItem } from '@shared/retos/participation';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { getRetos, listParticipationsOf } from './participants-repository';

export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  const participations = await listParticipationsOf(caller.userId);
  const retos = new Map((await getRetos(participations.map((item) => item.eventId))).map((reto) => [reto.eventId, reto]));
  const items: MyParticipationItem[] = participations.flatMap((item) => {
    const reto = retos.get(item.eventId);
    return reto
      ? [
          {
            eventID: reto.eventId,
            eventName: reto.eventName,
            eventStart: reto.eventStart,
            eventEnd: reto.eventEnd,
            distance: reto.distance,
            step: item.step,
            active: item.active,
            eventPhoto: reto.eventPhoto ?? null,
            eventEnded: reto.eventEnded,
          },
        ]
      : [];
  });
  return { body: { items } };
});
