// How soon a push notice of a finish reaches the push service at 30,000 athletes (docs/benchmarks.md
// 'Push notices'): the race of feed_freshness up to its finish line's peak, then 500 browsers
// subscribed (through the local push service) to the notices of the athletes still to pass; while a
// timing system keeps the peak's pace (their passes make notices too), the last finishers' finish
// reads one at a time, each timed until the push service has recorded its notice.
import type { RuntimeConfig } from '@shared/core/runtime-config';
import type { TimingRead } from '@shared/timing/timing-schemas';
import { inParallel } from '@lambdas/core/in-parallel';
import { withBenchCloud } from './bench-cloud';
import { benchRace, createBenchEvent } from './bench-event';
import { peakReads, sendReadsBefore, timeReadsUnderLoad } from './feed-freshness-run';

const MEASURED = 20;
const SUBSCRIBING = 8;

export interface PushNoticesRun {
  athletes: number;
  subscriptions: number;
  /** From a finish read's request until the push service recorded its notice, per finish. */
  latencyMs: number[];
  /** Every notice the push service took, from the subscriptions on. */
  notices: number;
  loadReadsPerSecond: number;
}

interface StandInPushes {
  received: number;
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

async function standIn(url: string, subscriptionId?: string): Promise<StandInPushes> {
  const answer = await fetch(`${url}/local/avisos.json${subscriptionId ? `?suscripcion=${subscriptionId}` : ''}`);
  return (await answer.json()) as StandInPushes;
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

    const finishTold = async (read: TimingRead) => (await standIn(url, idOf.get(read.bib!))).pushes.some((notice) => notice.text?.includes('cruzó la meta'));
    const timed = await timeReadsUnderLoad(url, event, measured, load, finishTold, 'en el servicio de avisos');
    return { athletes, subscriptions: bibs.length, latencyMs: timed.latencyMs, notices: (await standIn(url)).received, loadReadsPerSecond: timed.loadReadsPerSecond };
  });
}
