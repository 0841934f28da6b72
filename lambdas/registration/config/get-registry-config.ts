// GET /api/events/{eventId}/registration-config — the registry configuration for the event's staff who
// see its registrants (not a cronometrista); the schema's defaults until one is saved. Its discount codes only for who may change them
// ('configure'): a point of sale (inscriptor) or a MasterCliente reads none, the 100 % ones included.
import { may } from '@shared/registration/admin-permissions';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler } from '@lambdas/core/http-handler';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf } from '@lambdas/events/event-path';
import { getRegistryConfig } from './registry-config-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const access = await requirePermission(callerOf(event), eventId, 'viewRegistrants');
  const config = (await getRegistryConfig(eventId)) ?? registryConfigSchema.parse({});
  return { body: may(access, 'configure') ? config : { ...config, codigosDescuento: [] } };
});
