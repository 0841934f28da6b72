// The manual timing app at 30,000 athletes (tests/bench/manual-timing-run.ts): reads sent against taps,
// what the server took once and what it answered as duplicates, how long the phone took to drain its
// queue once the network returned, and whether the standings show every tap at its instant, in order.
import { round, type Bench, type Figure } from './figure';
import { measureManualTiming } from './manual-timing-run';

const bench = 'manual_timing';

export const manualTimingBench: Bench = {
  name: bench,
  async *run(): AsyncGenerator<Figure> {
    const run = await measureManualTiming();
    const { athletes, taps } = run;
    yield { bench, figure: 'reads_sent_per_tap', value: round(run.readsSent / taps, 3), unit: 'share', athletes, taps, readsSent: run.readsSent, requests: run.requests, tapSeconds: round(run.tapSeconds, 1), tapsOffline: run.tapsOffline };
    yield { bench, figure: 'reads_stored_once', value: run.accepted, unit: 'reads', athletes, taps, rejected: run.rejected };
    yield { bench, figure: 'duplicates_at_server', value: run.duplicates, unit: 'reads', athletes, taps };
    yield { bench, figure: 'drain_after_reconnect_ms', value: round(run.drainMs, 0), unit: 'ms', athletes, pendingAtReconnect: run.tapsOffline };
    yield { bench, figure: 'standings_finishers', value: run.finishers, unit: 'athletes', athletes, taps, standingsCaughtUpMs: round(run.standingsMs, 0) };
    yield { bench, figure: 'finish_times_matching_taps', value: run.finishTimesMatching, unit: 'athletes', athletes, taps, orderMatching: run.orderMatching ? 1 : 0 };
  },
};
