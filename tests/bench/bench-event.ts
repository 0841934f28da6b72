// Timed events for the benchmarks, made through the API as the demo events are: a generated race's
// sections and start list, a timing key, and the timing system's read batches.
import { EVENT_STATUS } from '@shared/results/event-status';
import { MAX_READS_PER_BATCH, type IngestAnswer, type TimingRead } from '@shared/timing/timing-schemas';
import { chunksOf } from '@lambdas/core/in-parallel';
import { performance } from 'node:perf_hooks';
import { ensureEvent, publishRace, type DemoEventState } from '@infra/local/seed/demo-event-api';
import { generateRace, type GeneratedRace } from '@infra/local/seed/race-generator';
import { apiCaller } from '@infra/local/seed/seed-api';
import { signedUpAthlete } from '../support/accounts';
import { newEventInfo } from '../support/timed-events';

export type BenchEvent = Pick<DemoEventState, 'eventId' | 'timingKey'>;

/** A batch that takes longer than this has hung (the local gateway gives up on a handler at 30 s). */
const BATCH_TIMEOUT_MS = 60_000;
const SEND_ATTEMPTS = 3;

export function benchRace(athletes: number): GeneratedRace {
  const info = newEventInfo({ fechaEvento: '2030-03-01', eventoDisponible: EVENT_STATUS.live });
  return generateRace({ seed: 2026, athletes, info, utcOffset: '-06:00' });
}

/** Start-list entries per request: a 30,000-runner list goes in parts, as the API takes it. */
const START_LIST_PART = 500;

/**
 * A new organizer's event with the race's modalities, control points, a timing key and the start
 * list in parts; answers the event and how long each part took.
 */
export async function createBenchEvent(cloudUrl: string, race: GeneratedRace): Promise<{ event: BenchEvent; startListPartMs: number[] }> {
  const { token } = await signedUpAthlete(cloudUrl);
  const organizer = apiCaller(cloudUrl, { authorization: `Bearer ${token}` });
  const event = await ensureEvent(organizer, undefined, race.info);
  await publishRace(organizer, event.eventId, race);
  const startListPartMs: number[] = [];
  for (const athletes of chunksOf(race.athletes, START_LIST_PART)) {
    const started = performance.now();
    await sendTiming(cloudUrl, event, 'PUT', 'athletes', { athletes });
    startListPartMs.push(performance.now() - started);
  }
  return { event, startListPartMs };
}

/** The reads in the largest batches the API takes, in race order. */
export const readBatches = (reads: TimingRead[]) => chunksOf(reads, MAX_READS_PER_BATCH);

export interface SentBatch extends IngestAnswer {
  /** More than one when the batch had to be sent again. */
  attempts: number;
}

/**
 * Sends to the timing API as a timing system does: again after a server error or no answer, which
 * the API's idempotence makes safe; a refusal (4xx) or the last failure fails the benchmark.
 */
export async function sendTiming<T>(cloudUrl: string, event: BenchEvent, method: 'POST' | 'PUT', resource: string, body: unknown): Promise<T & { attempts: number }> {
  let failure = '';
  for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
    const res = await fetch(`${cloudUrl}/api/timing/events/${event.eventId}/${resource}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-api-key': event.timingKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
    }).catch((error: unknown) => new Error(String(error)));
    if (res instanceof Response && res.ok) return { ...((await res.json()) as T), attempts: attempt };
    failure = res instanceof Response ? `${res.status} ${await res.text()}` : res.message;
    if (res instanceof Response && res.status < 500) break;
  }
  throw new Error(`${method} ${resource} → ${failure}`);
}

export const postReads = (cloudUrl: string, event: BenchEvent, reads: TimingRead[]): Promise<SentBatch> =>
  sendTiming<IngestAnswer>(cloudUrl, event, 'POST', 'reads', { reads });
