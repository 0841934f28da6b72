// POST /api/timing/events/{eventId}/reads — a timing system's batch of reads (JSON or CSV, ≤ 1000).
import { MAX_READS_PER_BATCH } from '@shared/timing/timing-schemas';
import { httpHandler } from '@lambdas/core/http-handler';
import { countReadsIngested } from '@lambdas/core/observability';
import { eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { batchRecords } from './batch-body';
import { ingestReads } from './reads-intake';
import { authorizedEventId } from './timing-request';

export const handler = httpHandler(async (event) => {
  const eventId = await authorizedEventId(event);
  const records = batchRecords(event, { list: 'reads', max: MAX_READS_PER_BATCH, csv: { numeric: ['lap'] } });
  const found = await getEvent(eventId);
  if (!found) throw eventNotFound();
  const answer = await ingestReads({ eventId, fechaEvento: found.fechaEvento, zonaHoraria: found.zonaHoraria }, records);
  countReadsIngested(answer.accepted);
  return { body: answer };
});
