// One generated race measured at one size on its own local cloud: the start list in parts, every
// read but the last finishes in batches of 1,000 (time per batch, DynamoDB requests and capacity,
// how long the queued refreshes take to catch up), then 500 followers of the last finishers' athlete
// topics while those finishes arrive one at a time, the size of a standings page, and each
// handler's slowest call against the timeout AWS gives it.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { HandlerDurations } from '@infra/local/handler-invoker';
import type { TimingRead } from '@shared/timing/timing-schemas';
import { cloudMetrics, countsBetween, withBenchCloud, type DynamoDbCounts } from './bench-cloud';
import { benchRace, createBenchEvent, postReads, readBatches } from './bench-event';
import { withFollowers, type Follower } from './live-followers';
import { queuesDrained } from '../support/queues-drained';

export const FOLLOWERS = 500;
const HELD_FINISHES = 20;
const DELIVERY_TIMEOUT_MS = 15_000;
const POLL_MS = 10;

export interface RaceScaleRun {
  athletes: number;
  reads: number;
  batchMs: number[];
  startListPartMs: number[];
  feedSeconds: number;
  /** From the last batch's answer until every queued refresh and send was done. */
  catchUpMs: number;
  dynamodb: DynamoDbCounts;
  refreshes: { calls: number; totalMs: number };
  fanOut: { calls: number; totalMs: number };
  /** The held finishes, each sent alone: what one small batch with its refresh and sends costs. */
  single: { batches: number; dynamodb: DynamoDbCounts; ingestMs: number; refreshMs: number; fanOutMs: number };
  followerLatenciesMs: number[];
  followersReached: number[];
  pageBytes: number;
  pageGzipBytes: number;
  /** The live table under the finish filter of the first modality, gzipped. */
  passListGzipBytes: number;
  handlers: Record<string, HandlerDurations>;
}

const isFinish = (read: TimingRead) => read.point === 'META';

/** Each follower's first message about the bib carrying a finish, once all have one or time is up. */
async function finishArrivals(followers: Follower[], bib: string): Promise<number[]> {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  const carries = (follower: Follower) => follower.arrivals.find(({ message }) => (message.row as { num?: string; toMS?: number } | undefined)?.num === bib && ((message.row as { toMS: number }).toMS ?? 0) > 0);
  for (;;) {
    const arrived = followers.map(carries);
    if (arrived.every(Boolean) || performance.now() > deadline) return arrived.flatMap((arrival) => (arrival ? [arrival.at] : []));
    await delay(POLL_MS);
  }
}

async function answerSize(url: string): Promise<{ bytes: number; gzip: number }> {
  const text = await (await fetch(url)).text();
  return { bytes: Buffer.byteLength(text), gzip: gzipSync(text).length };
}

export function measureRaceAt(athletes: number): Promise<RaceScaleRun> {
  const race = benchRace(athletes);
  const firstFinishes = new Map<string, TimingRead>();
  for (const read of race.reads.filter(isFinish)) if (read.bib && !firstFinishes.has(read.bib)) firstFinishes.set(read.bib, read);
  const held = [...firstFinishes.values()].slice(-HELD_FINISHES);
  const heldBibs = new Set(held.map((read) => read.bib));
  const feed = race.reads.filter((read) => !(isFinish(read) && heldBibs.has(read.bib)));

  return withBenchCloud(async ({ url, webSocketUrl }) => {
    const { event, startListPartMs } = await createBenchEvent(url, race);
    await queuesDrained(url, 3);
    const before = await cloudMetrics(url);
    const batchMs: number[] = [];
    const feedStarted = performance.now();
    for (const batch of readBatches(feed)) {
      const started = performance.now();
      await postReads(url, event, batch);
      batchMs.push(performance.now() - started);
    }
    const fedAt = performance.now();
    await queuesDrained(url, 3);
    const catchUpMs = performance.now() - fedAt;
    const after = await cloudMetrics(url);
    const usage = (id: string, from = before, to = after) => ({
      calls: (to.handlers[id]?.calls ?? 0) - (from.handlers[id]?.calls ?? 0),
      totalMs: (to.handlers[id]?.totalMs ?? 0) - (from.handlers[id]?.totalMs ?? 0),
    });

    const topics = Array.from({ length: FOLLOWERS }, (_, i) => `athlete:${event.eventId}:${held[i % held.length]!.bib}`);
    let followed = after;
    const { latencies, reached } = await withFollowers(webSocketUrl, topics, async (followers) => {
      // From here on: the held finishes only, not the followers' connections.
      followed = await cloudMetrics(url);
      const all: number[] = [];
      const shares: number[] = [];
      for (const read of held) {
        const mine = followers.filter(({ topic }) => topic.endsWith(`:${read.bib}`));
        const sentAt = performance.now();
        await postReads(url, event, [read]);
        const arrivals = await finishArrivals(mine, read.bib!);
        all.push(...arrivals.map((at) => at - sentAt));
        shares.push(arrivals.length / mine.length);
      }
      return { latencies: all, reached: shares };
    });
    await queuesDrained(url, 3);
    const end = await cloudMetrics(url);
    const modalidad = race.modalidades[0]!.codigoModalidad;
    const page = await answerSize(`${url}/api/events/${event.eventId}/results?${new URLSearchParams({ modalidad, view: 'general', page: '1' })}`);
    const passList = await answerSize(`${url}/api/events/${event.eventId}/live/passes?${new URLSearchParams({ modalidad, filtro: '0' })}`);
    return {
      athletes,
      reads: feed.length,
      batchMs,
      startListPartMs,
      feedSeconds: (fedAt - feedStarted) / 1000,
      catchUpMs,
      dynamodb: countsBetween(before.dynamodb, after.dynamodb),
      refreshes: usage('RefreshStandings'),
      fanOut: usage('FanOutLive'),
      single: {
        batches: held.length,
        dynamodb: countsBetween(followed.dynamodb, end.dynamodb),
        ingestMs: usage('IngestReads', followed, end).totalMs,
        refreshMs: usage('RefreshStandings', followed, end).totalMs,
        fanOutMs: usage('FanOutLive', followed, end).totalMs,
      },
      followerLatenciesMs: latencies,
      followersReached: reached,
      pageBytes: page.bytes,
      pageGzipBytes: page.gzip,
      passListGzipBytes: passList.gzip,
      handlers: end.handlers,
    };
  });
}
