// Test-only: stores the registrants given as they are (batch writes, unprocessed ones sent again).
import { z } from 'zod';
import { httpHandler, parseBody } from '../../../lambdas/core/http-handler';
import { RegistrantEntity, type RegistrantItem } from '../../../lambdas/data/registrant-entity';

const bodySchema = z.object({ registrants: z.array(z.record(z.string(), z.unknown())).max(2000) });

export const handler = httpHandler(async (event) => {
  let pending = parseBody(event, bodySchema).registrants as RegistrantItem[];
  while (pending.length > 0) {
    const { unprocessed } = await RegistrantEntity.put(pending).go({ concurrency: 4 });
    pending = unprocessed as RegistrantItem[];
  }
  return { statusCode: 201, body: {} };
});
