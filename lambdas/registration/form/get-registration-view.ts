// GET /api/events/{eventId}/registration — everything the public flow needs in one read: the event,
// its modalities on offer, the configuration without discount codes, and the places held right now.
import type { Occupancy } from '@shared/registration/folios';
import { isRegistrationOpen, type RegistrationView } from '@shared/registration/registration-api';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { currentRegistration } from './registration-context';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const context = await currentRegistration(eventId);
  const { codigosDescuento: _secret, ...config } = context.config ?? registryConfigSchema.parse({});
  const ocupacion: Record<string, Occupancy> = Object.fromEntries(
    Object.entries(config.configModalidad).map(([codigo, modality]) => [codigo, { capacidad: modality.folios.capacidad, inscritos: context.held[codigo] ?? 0 }]),
  );
  const view: RegistrationView = {
    event: context.event,
    modalidades: context.modalidades.filter((modality) => !modality.hide),
    config,
    ocupacion,
    abierta: isRegistrationOpen(context.event, context.config),
  };
  return { body: view };
});
