// From sending a read of a new finisher to its delta reaching each follower of live:{eventId}.
import { percentile, round, type Bench, type Figure } from './figure';
import { FOLLOWERS, LIVE_ATHLETES, liveRun } from './live-run';

export const liveLatencyBench: Bench = {
  name: 'live_latency',
  async *run(): AsyncGenerator<Figure> {
    const { deliveries } = await liveRun();
    const latencies = deliveries.flatMap((delivery) => delivery.latenciesMs);
    const shares = deliveries.map((delivery) => delivery.latenciesMs.length / FOLLOWERS);
    const details = { athletes: LIVE_ATHLETES, followers: FOLLOWERS, deltas: deliveries.length, arrivals: latencies.length };
    const bench = 'live_latency';
    yield { bench, figure: 'read_to_follower_p50_ms', value: round(percentile(latencies, 50), 0), unit: 'ms', ...details };
    yield { bench, figure: 'read_to_follower_p95_ms', value: round(percentile(latencies, 95), 0), unit: 'ms', ...details };
    yield {
      bench,
      figure: 'followers_reached_min_share',
      value: round(Math.min(...shares), 3),
      unit: 'share',
      mean: round(shares.reduce((sum, share) => sum + share, 0) / shares.length, 3),
      ...details,
    };
  },
};
