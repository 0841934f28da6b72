// How soon a finish's push notice reaches the push service at 30,000 athletes with 500 browsers
// subscribed, while a timing system keeps a finish line's peak pace (push-notices-run.ts).
import { median, percentile, round, type Bench, type Figure } from './figure';
import { measurePushNotices } from './push-notices-run';

const bench = 'push_notices';
const ATHLETES = 30_000;
const SUBSCRIPTIONS = 500;

/** `PUSH_ATHLETES=2000 npm run bench -- push_notices` measures a smaller race (a quick try of the benchmark). */
const athletes = () => Number(process.env.PUSH_ATHLETES ?? ATHLETES) || ATHLETES;

export const pushNoticesBench: Bench = {
  name: bench,
  async *run(): AsyncGenerator<Figure> {
    const run = await measurePushNotices(athletes(), SUBSCRIPTIONS);
    const detail = { athletes: run.athletes, subscriptions: run.subscriptions, samples: run.latencyMs.length, loadReadsPerSecond: round(run.loadReadsPerSecond, 0) };
    yield { bench, figure: 'read_to_push_service_p50_ms', value: round(median(run.latencyMs), 0), unit: 'ms', ...detail };
    yield { bench, figure: 'read_to_push_service_p95_ms', value: round(percentile(run.latencyMs, 95), 0), unit: 'ms', ...detail };
    yield { bench, figure: 'read_to_push_service_max_ms', value: round(Math.max(...run.latencyMs), 0), unit: 'ms', ...detail };
    yield { bench, figure: 'notices_recorded', value: run.notices, unit: 'notices', ...detail };
  },
};
