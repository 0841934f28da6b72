// How soon a timing read is in the open results feed at 30,000 athletes (docs/benchmarks.md 'Feed
// freshness'): the generated race of race_scale, its start list in parts and its reads in batches of
// 1,000 up to the finish line's last minutes; then, while a timing system keeps sending the rest at a
// finish line's peak pace (a batch of 50 reads a second), the last finishers' finish reads one at a
// time, each followed by reads of the athlete in the feed until its finish is there.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { FeedAthlete } from '@shared/results/feed-schemas';
import { feedPaths } from '@shared/results/feed-api';
import type { TimingRead } from '@shared/timing/timing-schemas';
import { chunksOf } from '@lambdas/core/in-parallel';
import type { GeneratedRace } from '@infra/local/seed/race-generator';
import { withBenchCloud } from './bench-cloud';
import { benchRace, createBenchEvent, postReads, readBatches, type BenchEvent } from './bench-event';
import { queuesDrained } from '../support/queues-drained';

/** The finishes measured, the last of the race. */
const MEASURED = 20;
/** The reads held back to keep the timing system busy while they are measured. */
const LOAD_READS = 5000;
/** The finish line's peak: a batch of this many reads every second. */
const LOAD_BATCH = 50;
const LOAD_EVERY_MS = 1000;
/** Between two measured finishes, so each lands in another moment of the load. */
const MEASURE_EVERY_MS = 4000;
const POLL_MS = 25;
/** A finish not in the feed after this is a failure of the benchmark, not a figure. */
const GIVE_UP_MS = 60_000;

export interface FeedFreshnessRun {
  athletes: number;
  /** From a finish read's answer being asked for until the feed's athlete route shows the finish, per finish. */
  freshnessMs: number[];
  /** The pace the timing system kept meanwhile, in reads a second. */
  loadReadsPerSecond: number;
  /** The feed's reads of an athlete made while waiting, per finish. */
  pollsPerFinish: number;
}

const isFinish = (read: TimingRead) => read.point === 'META';

/** Whether the feed shows the athlete's finish; a read cut short shows nothing yet (the next one asks again). */
async function finishShown(cloudUrl: string, event: BenchEvent, bib: string): Promise<boolean> {
  try {
    const answer = await fetch(`${cloudUrl}${feedPaths.athlete(event.eventId, bib)}`);
    return answer.status === 200 && ((await answer.json()) as FeedAthlete).row.toMS > 0;
  } catch {
    return false;
  }
}

/** Sends the load at its pace until told to stop or out of reads; answers how many it sent and for how long. */
async function sendLoad(cloudUrl: string, event: BenchEvent, reads: TimingRead[], stop: () => boolean): Promise<{ reads: number; ms: number }> {
  const started = performance.now();
  let sent = 0;
  for (const batch of chunksOf(reads, LOAD_BATCH)) {
    if (stop()) break;
    const due = started + (sent / LOAD_BATCH) * LOAD_EVERY_MS;
    if (due > performance.now()) await delay(due - performance.now());
    await postReads(cloudUrl, event, batch);
    sent += batch.length;
  }
  return { reads: sent, ms: performance.now() - started };
}

/**
 * A race's reads cut for a measurement at the finish line's peak: the last `measuredCount` finishers'
 * finish reads (measured one at a time), the last LOAD_READS of the others (sent meanwhile at the peak's
 * pace) and every read before them (sent first, in batches).
 */
export function peakReads(race: GeneratedRace, measuredCount = MEASURED): { measured: TimingRead[]; before: TimingRead[]; load: TimingRead[] } {
  const firstFinishes = new Map<string, TimingRead>();
  for (const read of race.reads.filter(isFinish)) if (read.bib && !firstFinishes.has(read.bib)) firstFinishes.set(read.bib, read);
  const measured = [...firstFinishes.values()].slice(-measuredCount);
  const measuredBibs = new Set(measured.map((read) => read.bib));
  const others = race.reads.filter((read) => !(isFinish(read) && measuredBibs.has(read.bib)));
  return { measured, before: others.slice(0, -LOAD_READS), load: others.slice(-LOAD_READS) };
}

/** Sends every read before the measurement, and waits for the standings to take them all. */
export async function sendReadsBefore(url: string, event: BenchEvent, before: TimingRead[]): Promise<void> {
  for (const batch of readBatches(before)) await postReads(url, event, batch);
  await queuesDrained(url, 3);
}

/**
 * Sends the load at the peak's pace and meanwhile each measured read alone, MEASURE_EVERY_MS apart,
 * timing it from its request until `shown` (read every POLL_MS) says its effect is `where`.
 */
export async function timeReadsUnderLoad(
  url: string,
  event: BenchEvent,
  measured: TimingRead[],
  load: TimingRead[],
  shown: (read: TimingRead) => Promise<boolean>,
  where: string,
): Promise<{ latencyMs: number[]; polls: number; loadReadsPerSecond: number }> {
  let measuring = true;
  const loadSent = sendLoad(url, event, load, () => !measuring);
  const latencyMs: number[] = [];
  let polls = 0;
  try {
    for (const read of measured) {
      const sentAt = performance.now();
      await postReads(url, event, [read]);
      for (;;) {
        polls += 1;
        if (await shown(read)) break;
        if (performance.now() - sentAt > GIVE_UP_MS) throw new Error(`La llegada de ${read.bib} no apareció ${where} en ${GIVE_UP_MS / 1000} s`);
        await delay(POLL_MS);
      }
      latencyMs.push(performance.now() - sentAt);
      await delay(Math.max(0, sentAt + MEASURE_EVERY_MS - performance.now()));
    }
  } finally {
    measuring = false;
  }
  const { reads, ms } = await loadSent;
  return { latencyMs, polls, loadReadsPerSecond: reads / (ms / 1000) };
}

export function measureFeedFreshness(athletes: number): Promise<FeedFreshnessRun> {
  const race = benchRace(athletes);
  const { measured, before, load } = peakReads(race);

  return withBenchCloud(async ({ url }) => {
    const { event } = await createBenchEvent(url, race);
    await sendReadsBefore(url, event, before);

    const timed = await timeReadsUnderLoad(url, event, measured, load, (read) => finishShown(url, event, read.bib!), 'en el feed');
    return { athletes, freshnessMs: timed.latencyMs, loadReadsPerSecond: timed.loadReadsPerSecond, pollsPerFinish: timed.polls / measured.length };
  });
}
