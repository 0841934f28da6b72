// PUT /api/timing/events/{eventId}/athletes — the start list (JSON or CSV), in parts if large.
import { httpHandler } from '@lambdas/core/http-handler';
import { batchRecords } from './batch-body';
import { MAX_ATHLETES_PER_REQUEST, uploadStartList } from './record-uploads';
import { authorizedEventId } from './timing-request';

export const handler = httpHandler(async (event) => {
  const eventId = await authorizedEventId(event);
  const records = batchRecords(event, { list: 'athletes', max: MAX_ATHLETES_PER_REQUEST, csv: { numeric: [] } });
  return { body: await uploadStartList(eventId, records) };
});
