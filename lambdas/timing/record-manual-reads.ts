// POST /api/events/{eventId}/manual-reads — a signed-in cronometrista's batch from the manual timing
// app (docs/timing.md#the-manual-timing-app): its reads go through exactly the timing API's ingest (one
// read id stored once, rejections by index), then the discards of reads it sent before.
import { manualBatchSchema, type ManualBatchAnswer } from '@shared/timing/manual-timing-schemas';
import { callerOf } from '@lambdas/core/caller';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { countReadsIngested } from '@lambdas/core/observability';
import { requirePermission } from '@lambdas/events/event-access';
import { eventIdOf, eventNotFound } from '@lambdas/events/event-path';
import { getEvent } from '@lambdas/events/events-repository';
import { discardManualReads } from './manual-discards';
import { ingestReads } from './reads-intake';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const caller = callerOf(event);
  await requirePermission(caller, eventId, 'recordTimes');
  const { reads, discards } = parseBody(event, manualBatchSchema);
  const found = await getEvent(eventId);
  if (!found) throw eventNotFound();
  const answer = await ingestReads({ eventId, fechaEvento: found.fechaEvento, zonaHoraria: found.zonaHoraria }, reads);
  countReadsIngested(answer.accepted);
  const body: ManualBatchAnswer = { ...answer, ...(await discardManualReads(eventId, discards, caller.email || caller.userId)) };
  return { body };
});
