// GET /api/events/{eventId}/registrations/{registroId} — the public confirmation of one registrant;
// the random registroId is the credential. An unfinished registration whose modality filled up reads AGOTADO.
import { isRefusedAsSoldOut } from '@shared/registration/confirmation-type';
import type { PaymentStatus } from '@shared/registration/registration-api';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { httpHandler } from '@lambdas/core/http-handler';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { eventIdOf } from '@lambdas/events/event-path';
import { toConfirmation } from '../completion/confirmation-view';
import { placesHeld } from './places-repository';
import { registrantOf } from './registrant-path';
import { currentRegistration } from './registration-context';

/** The places are read only for a registration a full modality would refuse: never for a complete one or a held place. */
async function refusedAsSoldOut(registrant: RegistrantItem, config: RegistryConfig | null): Promise<boolean> {
  const check = { statusPago: registrant.statusPago as PaymentStatus, lugarReservado: registrant.lugarReservado, cancelado: registrant.cancelado };
  const capacidad = config?.configModalidad[registrant.modalidad]?.folios.capacidad;
  if (capacidad === undefined || !isRefusedAsSoldOut(check, { capacidad, inscritos: Number.POSITIVE_INFINITY })) return false;
  return isRefusedAsSoldOut(check, { capacidad, inscritos: await placesHeld(registrant.eventId, registrant.modalidad) });
}

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const [context, registrant] = await Promise.all([currentRegistration(eventId), registrantOf(event, eventId)]);
  const agotado = await refusedAsSoldOut(registrant, context.config);
  return { body: toConfirmation(registrant, context.event, context.config, agotado) };
});
