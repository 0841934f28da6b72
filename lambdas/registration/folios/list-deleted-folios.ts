// GET /api/events/{eventId}/deleted-folios — the folios of deleted registrants, each with 'liberar'
// (docs/registration.md §2 Organizer tools).
import type { DeletedFolio } from '@shared/registration/registrant-admin-api';
import { fullName } from '@shared/registration/registrant-name';
import { httpHandler } from '@lambdas/core/http-handler';
import { adminCall } from '../admin/admin-request';
import { deletedWithFolio } from '../admin/registrant-lists-repository';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'releaseFolio');
  const folios: DeletedFolio[] = (await deletedWithFolio(call.eventId)).flatMap((registrant) =>
    registrant.numero === undefined
      ? []
      : [{ registroId: registrant.registroId, numero: registrant.numero, nombre: fullName(registrant), modalidad: registrant.descripcionModalidad, revision: registrant.revision ?? 0 }],
  );
  return { body: { folios } };
});
