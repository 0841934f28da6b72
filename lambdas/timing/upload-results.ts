// PUT /api/timing/events/{eventId}/results — whole result rows (JSON), ≤ 1000 per request.
import { httpHandler } from '@lambdas/core/http-handler';
import { batchRecords } from './batch-body';
import { MAX_RESULTS_PER_REQUEST, uploadResults } from './record-uploads';
import { authorizedEventId } from './timing-request';

export const handler = httpHandler(async (event) => {
  const eventId = await authorizedEventId(event);
  const records = batchRecords(event, { list: 'results', max: MAX_RESULTS_PER_REQUEST });
  return { body: await uploadResults(eventId, records) };
});
