// What a live page receives per new finisher against what downloading the full standings costs:
// the general-view pages of every modality of the finished race.
import { median, round, type Bench, type Figure } from './figure';
import { LIVE_ATHLETES, liveRun } from './live-run';

export const deltaBytesBench: Bench = {
  name: 'delta_bytes',
  async *run(): AsyncGenerator<Figure> {
    const { deliveries, standings } = await liveRun();
    const delta = median(deliveries.map(({ bytes }) => bytes));
    const upserts = Math.max(...deliveries.map((delivery) => delivery.upserts));
    const bench = 'delta_bytes';
    yield { bench, figure: 'new_finisher_delta_bytes', value: delta, unit: 'bytes', athletes: LIVE_ATHLETES, deltas: deliveries.length, maxUpserts: upserts };
    yield { bench, figure: 'general_standings_bytes', value: standings.bytes, unit: 'bytes', athletes: LIVE_ATHLETES, pages: standings.pages };
    yield { bench, figure: 'standings_vs_delta', value: round(standings.bytes / delta, 1), unit: 'ratio', athletes: LIVE_ATHLETES };
  },
};
