// Test-only: stores the registrants given as they are (batch writes, unprocessed ones sent again),
// each in the admin list its payment and deletion put it in, with the words of its name and its folio.
import { z } from 'zod';
import { listOf } from '@shared/registration/registrant-admin-api';
import type { PaymentStatus } from '@shared/registration/registration-api';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { FolioEntity, type FolioItem } from '@lambdas/data/folio-entity';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { RegistrantNameEntity, type RegistrantNameItem } from '@lambdas/data/registrant-name-entity';
import { nameItemsOf } from '@lambdas/registration/admin/registrant-names';

const bodySchema = z.object({ registrants: z.array(z.record(z.string(), z.unknown())).max(2000) });

async function putAll<T>(put: (items: T[]) => Promise<{ unprocessed: unknown[] }>, items: T[]): Promise<void> {
  let pending = items;
  while (pending.length > 0) pending = (await put(pending)).unprocessed as T[];
}

export const handler = httpHandler(async (event) => {
  const registrants = (parseBody(event, bodySchema).registrants as RegistrantItem[]).map((registrant) => ({
    ...registrant,
    lista: listOf({ statusPago: registrant.statusPago as PaymentStatus, borrado: registrant.borrado ?? false, liberado: registrant.liberado ?? false }),
  }));
  await putAll((items: RegistrantItem[]) => RegistrantEntity.put(items).go({ concurrency: 4 }), registrants);
  await putAll((items: RegistrantNameItem[]) => RegistrantNameEntity.put(items).go({ concurrency: 4 }), registrants.flatMap(nameItemsOf));
  const folios = registrants.flatMap(({ eventId, registroId, numero, modalidad }) => (numero === undefined ? [] : [{ eventId, numero, registroId, codigoModalidad: modalidad }]));
  await putAll((items: FolioItem[]) => FolioEntity.put(items).go({ concurrency: 4 }), folios);
  return { statusCode: 201, body: {} };
});
