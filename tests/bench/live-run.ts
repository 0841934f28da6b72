// One measured end of a live race, shared by the latency and the delta-size benchmarks: hundreds of
// followers of live:{eventId} while the last athletes finish one read at a time, then the finished
// race's full standings.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { withBenchCloud } from './bench-cloud';
import { postReads } from './bench-event';
import { measuredOnce } from './figure';
import { withFollowers, type Arrival, type Follower } from './live-followers';
import { generalStandingsBytes, raceAwaitingFinishes, type StandingsBytes } from './live-race';

export const LIVE_ATHLETES = 2000;
export const FOLLOWERS = 500;
const FINISHES = 30;
/** A delta later than this counts as not received. */
const DELIVERY_TIMEOUT_MS = 10_000;
const POLL_MS = 10;

/** What the followers received of the delta announcing one new finisher. */
export interface Delivery {
  /** Milliseconds from sending the read to each follower's arrival. */
  latenciesMs: number[];
  bytes: number;
  upserts: number;
}

export interface LiveRun {
  deliveries: Delivery[];
  standings: StandingsBytes;
}

const carries = (bib: string | undefined) => (arrival: Arrival) => arrival.delta.upserts.some((row) => row.num === bib);

/** Each follower's arrival of the delta carrying the bib's row, once all have one or time is up. */
async function arrivalsOf(followers: Follower[], bib: string | undefined): Promise<Arrival[]> {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const arrivals = followers.flatMap((follower) => follower.filter(carries(bib)).slice(0, 1));
    if (arrivals.length === followers.length || performance.now() > deadline) return arrivals;
    await delay(POLL_MS);
  }
}

async function measureLive(): Promise<LiveRun> {
  return withBenchCloud(async ({ url, webSocketUrl }) => {
    const { event, modalidades, finishes } = await raceAwaitingFinishes(url, LIVE_ATHLETES, FINISHES);
    const deliveries = await withFollowers(webSocketUrl, `live:${event.eventId}`, FOLLOWERS, async (followers) => {
      const delivered: Delivery[] = [];
      for (const read of finishes) {
        const sentAt = performance.now();
        await postReads(url, event, [read]);
        const arrivals = await arrivalsOf(followers, read.bib);
        const [first] = arrivals;
        delivered.push({ latenciesMs: arrivals.map(({ at }) => at - sentAt), bytes: first?.bytes ?? 0, upserts: first?.delta.upserts.length ?? 0 });
      }
      return delivered;
    });
    return { deliveries, standings: await generalStandingsBytes(url, event.eventId, modalidades) };
  });
}

export const liveRun = measuredOnce(measureLive);
