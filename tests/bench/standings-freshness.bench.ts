// How stale the standings a viewer loads are during a finish line's peak, at 2,000, 10,000 and 30,000
// athletes (standings-freshness-run.ts): each read's staleness in the peak and in a burst at twice
// its pace, and how long after the burst the lists catch up.
import { median, percentile, round, type Bench, type Figure } from './figure';
import { RACE_SIZES, sizesToRun } from './race-scale.bench';
import { measureStandingsFreshness, PEAK_READS_PER_SECOND, READS_PER_FINISHER, type FreshnessPhases, type StandingsFreshnessRun } from './standings-freshness-run';

const bench = 'standings_freshness';

/**
 * Seconds of peak and of burst at each size: the target is a 30-minute peak at 30,000 athletes; a
 * smaller race has fewer finishers to send. `PEAK_SECONDS` and `BURST_SECONDS` set them for every size.
 */
const DEFAULT_PHASES: Record<number, FreshnessPhases> = {
  [RACE_SIZES[0]!]: { peakSeconds: 40, burstSeconds: 20 },
  [RACE_SIZES[1]!]: { peakSeconds: 120, burstSeconds: 60 },
  [RACE_SIZES[2]!]: { peakSeconds: 300, burstSeconds: 60 },
};

function phasesFor(athletes: number): FreshnessPhases {
  const phases = DEFAULT_PHASES[athletes]!;
  return {
    peakSeconds: Number(process.env.PEAK_SECONDS) || phases.peakSeconds,
    burstSeconds: Number(process.env.BURST_SECONDS) || phases.burstSeconds,
  };
}

/** Each read's staleness (its batch's, from the answer to the first page load that shows it), in ms. */
function staleness(run: StandingsFreshnessRun, phase: 'peak' | 'burst'): number[] {
  return run.batches.filter((batch) => batch.phase === phase).flatMap((batch) => Array<number>(batch.reads).fill(batch.visibleAt! - batch.answeredAt));
}

function* sizeFigures(run: StandingsFreshnessRun): Generator<Figure> {
  const { athletes, phases } = run;
  const detail = { athletes, peakSeconds: phases.peakSeconds, burstSeconds: phases.burstSeconds, readsPerFinisher: READS_PER_FINISHER };
  for (const phase of ['peak', 'burst'] as const) {
    const values = staleness(run, phase);
    const paced = { ...detail, reads: values.length, readsPerSecond: round(run.pace[phase], 0), askedReadsPerSecond: PEAK_READS_PER_SECOND * (phase === 'peak' ? 1 : 2) };
    yield { bench, figure: `${phase}_staleness_p50_ms`, value: round(median(values), 0), unit: 'ms', ...paced };
    yield { bench, figure: `${phase}_staleness_p95_ms`, value: round(percentile(values, 95), 0), unit: 'ms', ...paced };
  }
  yield { bench, figure: 'burst_catch_up_ms', value: round(run.catchUpMs, 0), unit: 'ms', ...detail, censoredBatches: run.censored };
  yield { bench, figure: 'refreshes', value: run.refreshes.calls, unit: 'calls', ...detail, refreshMsTotal: round(run.refreshes.totalMs, 0), probes: run.probes };
}

export const standingsFreshnessBench: Bench = {
  name: bench,
  async *run(): AsyncGenerator<Figure> {
    for (const athletes of sizesToRun()) {
      console.error(`  ${athletes} atletas…`);
      yield* sizeFigures(await measureStandingsFreshness(athletes, phasesFor(athletes)));
    }
  },
};
