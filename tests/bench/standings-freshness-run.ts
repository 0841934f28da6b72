// What a viewer sees during a finish line's peak (docs/benchmarks.md 'Standings freshness'): the
// generated race of race_scale, its start list and every read up to the peak's first finisher sent
// and refreshed; then a timing system sends the next finishers at the peak's pace (each finisher read
// READS_PER_FINISHER times by the mats, the dead time keeping the first) and then at twice that pace,
// while a viewer keeps loading the first page of each modality's general list. A batch's reads are
// visible once every modality's list counts the finishers sent up to it: its staleness runs from its
// answer to the first load that shows them.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { StandingsPage } from '@shared/results/result-row';
import type { TimingRead } from '@shared/timing/timing-schemas';
import { inParallel } from '@lambdas/core/in-parallel';
import { withBenchCloud } from './bench-cloud';
import { benchRace, createBenchEvent, postReads, readBatches, type BenchEvent } from './bench-event';
import { queuesDrained } from '../support/queues-drained';

/** The mats read a finisher this many times within the dead time: 20 finishers a second make the peak's 200 reads. */
export const READS_PER_FINISHER = 10;
export const PEAK_READS_PER_SECOND = 200;
const PEAK_FINISHERS_PER_SECOND = PEAK_READS_PER_SECOND / READS_PER_FINISHER;
/** The timing system sends what its mats read once a second. */
const SEND_EVERY_MS = 1000;
/** Requests of the timing system in flight at once when one is slower than the pace. */
const MAX_IN_FLIGHT = 4;
const PRELOAD_SENDERS = 2;
const PROBE_EVERY_MS = 250;
/** After the last batch, a batch not visible within this is counted as seen at the end (censored). */
const GIVE_UP_MS = 15 * 60_000;

export interface FreshnessPhases {
  peakSeconds: number;
  burstSeconds: number;
}

export interface SentPhaseBatch {
  phase: 'peak' | 'burst';
  reads: number;
  /** Finishers of each modality sent up to this batch, counted from the peak's start. */
  upTo: Record<string, number>;
  answeredAt: number;
  visibleAt?: number;
}

export interface StandingsFreshnessRun {
  athletes: number;
  phases: FreshnessPhases;
  batches: SentPhaseBatch[];
  /** Reads a second the timing system kept in each phase. */
  pace: Record<'peak' | 'burst', number>;
  /** From the burst's last answer to the last batch visible. */
  catchUpMs: number;
  /** Batches never seen before giving up. */
  censored: number;
  probes: number;
  refreshes: { calls: number; totalMs: number };
}

const isFinish = (read: TimingRead) => read.point === 'META';

/** The finisher's finish read and the mats' further reads of it, 250 ms apart (within the dead time). */
function finisherReads(read: TimingRead): TimingRead[] {
  const at = Date.parse(read.time);
  const offset = read.time.slice(-6);
  const local = (ms: number) => `${new Date(ms + Number(offset.slice(0, 3)) * 3_600_000).toISOString().slice(0, 23)}${offset}`;
  return Array.from({ length: READS_PER_FINISHER }, (_, i) => ({ ...read, readId: `${read.bib}-META-1-${i}`, time: local(at + i * 250) }));
}

async function generalTotals(cloudUrl: string, event: BenchEvent, modalities: string[]): Promise<Record<string, number> | null> {
  try {
    const pages = await Promise.all(
      modalities.map(async (modalidad) => {
        const answer = await fetch(`${cloudUrl}/api/events/${event.eventId}/results?${new URLSearchParams({ modalidad, view: 'general', page: '1' })}`);
        if (!answer.ok) throw new Error(String(answer.status));
        return [modalidad, ((await answer.json()) as StandingsPage).total] as const;
      }),
    );
    return Object.fromEntries(pages);
  } catch {
    return null;
  }
}

/** Peak then burst finishers, in finish order, from the middle of the race's finishes. */
function phaseFinishers(finishes: TimingRead[], phases: FreshnessPhases) {
  const peak = Math.round(PEAK_FINISHERS_PER_SECOND * phases.peakSeconds);
  const burst = Math.round(2 * PEAK_FINISHERS_PER_SECOND * phases.burstSeconds);
  const start = Math.max(0, Math.floor((finishes.length - peak - burst) / 2));
  if (start + peak + burst > finishes.length) throw new Error(`La carrera tiene ${finishes.length} llegadas; el pico y la ráfaga piden ${peak + burst}`);
  return { start, peak: finishes.slice(start, start + peak), burst: finishes.slice(start + peak, start + peak + burst) };
}

export function measureStandingsFreshness(athletes: number, phases: FreshnessPhases): Promise<StandingsFreshnessRun> {
  const race = benchRace(athletes);
  const modalityOf = new Map(race.athletes.map((entry) => [entry.bib, entry.modalidad]));
  const modalities = race.modalidades.map((modality) => modality.codigoModalidad);
  const firstFinishes = new Map<string, TimingRead>();
  for (const read of race.reads.filter(isFinish)) if (read.bib && !firstFinishes.has(read.bib)) firstFinishes.set(read.bib, read);
  const finishes = [...firstFinishes.values()];
  const { start, peak, burst } = phaseFinishers(finishes, phases);
  const unfinished = new Set(finishes.slice(start).map((read) => read.bib));
  const preload = race.reads.filter((read) => !(isFinish(read) && unfinished.has(read.bib)));

  return withBenchCloud(async ({ url }) => {
    const { event } = await createBenchEvent(url, race);
    await inParallel(readBatches(preload), PRELOAD_SENDERS, (batch) => postReads(url, event, batch));
    await queuesDrained(url, 3);
    const base = await generalTotals(url, event, modalities);
    if (!base) throw new Error('La página de resultados no respondió antes del pico');
    const before = (await (await fetch(`${url}/local/metrics`)).json()) as { handlers: Record<string, { calls: number; totalMs: number }> };

    const batches: SentPhaseBatch[] = [];
    const sent = Object.fromEntries(modalities.map((modalidad) => [modalidad, 0]));
    let sending = true;
    let probes = 0;
    const probe = (async () => {
      for (;;) {
        const open = batches.filter((batch) => batch.visibleAt === undefined);
        if (!sending && open.length === 0 && batches.every((batch) => batch.answeredAt > 0)) return;
        const lastAnswer = Math.max(0, ...batches.map((batch) => batch.answeredAt));
        if (!sending && lastAnswer > 0 && performance.now() - lastAnswer > GIVE_UP_MS) return;
        const totals = await generalTotals(url, event, modalities);
        const seenAt = performance.now();
        probes += 1;
        for (const batch of open) {
          if (totals && batch.answeredAt > 0 && modalities.every((modalidad) => totals[modalidad]! >= base[modalidad]! + batch.upTo[modalidad]!)) batch.visibleAt = seenAt;
        }
        await delay(PROBE_EVERY_MS);
      }
    })();

    const paceStarted: Record<string, { at: number; reads: number }> = {};
    const inFlight = new Set<Promise<void>>();
    const sendPhase = async (phase: 'peak' | 'burst', finishers: TimingRead[], perSecond: number) => {
      const started = performance.now();
      const perBatch = (perSecond * SEND_EVERY_MS) / 1000;
      let tick = 0;
      for (let index = 0; index < finishers.length; tick += 1) {
        const due = started + tick * SEND_EVERY_MS;
        if (due > performance.now()) await delay(due - performance.now());
        const next = finishers.slice(index, Math.round((tick + 1) * perBatch));
        index += next.length;
        for (const read of next) sent[modalityOf.get(read.bib!)!]! += 1;
        const batch: SentPhaseBatch = { phase, reads: next.length * READS_PER_FINISHER, upTo: { ...sent }, answeredAt: 0 };
        batches.push(batch);
        while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
        const request: Promise<void> = postReads(url, event, next.flatMap(finisherReads)).then(() => {
          batch.answeredAt = performance.now();
          inFlight.delete(request);
        });
        inFlight.add(request);
      }
      await Promise.all(inFlight);
      // A phase lasts its seconds of sending at least, however soon the last batch is answered.
      paceStarted[phase] = { at: Math.max(performance.now() - started, tick * SEND_EVERY_MS), reads: finishers.length * READS_PER_FINISHER };
    };
    try {
      await sendPhase('peak', peak, PEAK_FINISHERS_PER_SECOND);
      await sendPhase('burst', burst, 2 * PEAK_FINISHERS_PER_SECOND);
    } finally {
      sending = false;
    }
    await probe;
    await queuesDrained(url, 3);
    const after = (await (await fetch(`${url}/local/metrics`)).json()) as typeof before;
    const end = performance.now();
    const censored = batches.filter((batch) => batch.visibleAt === undefined);
    for (const batch of censored) batch.visibleAt = end;
    const lastBurst = Math.max(...batches.filter((batch) => batch.phase === 'burst').map((batch) => batch.answeredAt));
    const refresh = (metrics: typeof before) => metrics.handlers.RefreshStandings ?? { calls: 0, totalMs: 0 };
    return {
      athletes,
      phases,
      batches,
      pace: { peak: paceStarted.peak!.reads / (paceStarted.peak!.at / 1000), burst: paceStarted.burst!.reads / (paceStarted.burst!.at / 1000) },
      catchUpMs: Math.max(...batches.map((batch) => batch.visibleAt!)) - lastBurst,
      censored: censored.length,
      probes,
      refreshes: { calls: refresh(after).calls - refresh(before).calls, totalMs: refresh(after).totalMs - refresh(before).totalMs },
    };
  });
}
