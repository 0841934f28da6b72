// How soon a push notice of a finish reaches the push service at 30,000 athletes (docs/benchmarks.md
// 'Push notices'): the race of feed_freshness up to its finish line's peak, then 500 browsers
// subscribed (through the local push service) to the notices of the athletes still to pass; while a
// timing system keeps the peak's pace (their passes make notices too), the last finishers' finish
// reads one at a time, each timed until the push service has recorded its notice.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { inParallel } from '@lambdas/core/in-parallel';
import { withBenchCloud } from './bench-cloud';
import { benchRace, createBenchEvent, postReads } from './bench-event';
import { peakReads, sendLoad, sendReadsBefore } from './feed-freshness-run';

const MEASURED = 20;
const MEASURE_EVERY_MS = 4000;
const POLL_MS = 25;
const GIVE_UP_MS = 60_000;
const SUBSCRIBING = 8;

export interface PushNoticesRun {
  athletes: number;
  subscriptions: number;
  /** From a finish read's request until the push service recorded its notice, per finish. */
  latencyMs: number[];
  /** Every notice the push service recorded during the measurement. */
  notices: number;
  loadReadsPerSecond: number;
}

interface StandInPushes {
  pushes: { subscriptionId: string; text: string | null }[];
}

/** A subscription from the local push service, asked for the athlete's notices; answers its id there. */
async function subscribe(url: string, eventId: number, publicKey: string, bib: string): Promise<string> {
  const issued = await fetch(`${url}/local/avisos/suscripciones`, { method: 'POST', body: JSON.stringify({ applicationServerKey: publicKey }) });
  const subscription = (await issued.json()) as { endpoint: string; keys: unknown };
  const asked = await fetch(`${url}/api/events/${eventId}/avisos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...subscription, bib }),
  });
  if (asked.status !== 201) throw new Error(`La suscripción a ${bib} respondió ${asked.status}`);
  return subscription.endpoint.split('/').at(-1)!;
}

async function noticesOf(url: string, subscriptionId?: string): Promise<StandInPushes['pushes']> {
  const answer = await fetch(`${url}/local/avisos.json${subscriptionId ? `?suscripcion=${subscriptionId}` : ''}`);
  return ((await answer.json()) as StandInPushes).pushes;
}

export function measurePushNotices(athletes: number, subscriptions: number): Promise<PushNoticesRun> {
  const race = benchRace(athletes);
  const { measured, before, load } = peakReads(race, MEASURED);
  // The measured finishers first, then athletes whose passes the load carries.
  const loadBibs = [...new Set(load.map((read) => read.bib).filter((bib): bib is string => bib !== undefined))];
  const bibs = [...new Set([...measured.map((read) => read.bib!), ...loadBibs])].slice(0, subscriptions);

  return withBenchCloud(async ({ url }) => {
    const { event } = await createBenchEvent(url, race);
    await sendReadsBefore(url, event, before);
    const config = (await (await fetch(`${url}/config.json`)).json()) as RuntimeConfig;
    const ids = await inParallel(bibs, SUBSCRIBING, (bib) => subscribe(url, event.eventId, config.push.publicKey, bib));
    const idOf = new Map(bibs.map((bib, i) => [bib, ids[i]!]));

    let measuring = true;
    const loadSent = sendLoad(url, event, load, () => !measuring);
    const latencyMs: number[] = [];
    try {
      for (const read of measured) {
        const subscriptionId = idOf.get(read.bib!)!;
        const sentAt = performance.now();
        await postReads(url, event, [read]);
        for (;;) {
          const notices = await noticesOf(url, subscriptionId);
          if (notices.some((notice) => notice.text?.includes('cruzó la meta'))) break;
          if (performance.now() - sentAt > GIVE_UP_MS) throw new Error(`El aviso de la llegada de ${read.bib} no llegó en ${GIVE_UP_MS / 1000} s`);
          await delay(POLL_MS);
        }
        latencyMs.push(performance.now() - sentAt);
        await delay(Math.max(0, sentAt + MEASURE_EVERY_MS - performance.now()));
      }
    } finally {
      measuring = false;
    }
    const { reads, ms } = await loadSent;
    return { athletes, subscriptions: bibs.length, latencyMs, notices: (await noticesOf(url)).length, loadReadsPerSecond: reads / (ms / 1000) };
  });
}
