// How soon a timing read is in the open results feed at 30,000 athletes, while a timing system keeps
// a finish line's peak pace (feed-freshness-run.ts); and the most a viewer behind CloudFront can wait
// on top, the feed's max-age and stale-while-revalidate (lambdas/feed/feed-reply.ts).
import { FEED_CACHE_CONTROL } from '@lambdas/feed/feed-reply';
import { median, percentile, round, type Bench, type Figure } from './figure';
import { measureFeedFreshness } from './feed-freshness-run';

const bench = 'feed_freshness';
const ATHLETES = 30_000;
/** What CloudFront and browsers may add: the feed's max-age and stale-while-revalidate. */
export const EDGE_STALENESS_MS = [...FEED_CACHE_CONTROL.matchAll(/(?:max-age|stale-while-revalidate)=(\d+)/g)].reduce((sum, [, seconds]) => sum + Number(seconds) * 1000, 0);

/** `FEED_ATHLETES=2000 npm run bench -- feed_freshness` measures a smaller race (a quick try of the benchmark). */
const athletes = () => Number(process.env.FEED_ATHLETES ?? ATHLETES) || ATHLETES;

export const feedFreshnessBench: Bench = {
  name: bench,
  async *run(): AsyncGenerator<Figure> {
    const run = await measureFeedFreshness(athletes());
    const samples = run.freshnessMs.length;
    const load = round(run.loadReadsPerSecond, 0);
    const p95 = percentile(run.freshnessMs, 95);
    yield { bench, figure: 'read_to_feed_p50_ms', value: round(median(run.freshnessMs), 0), unit: 'ms', athletes: run.athletes, samples, loadReadsPerSecond: load };
    yield { bench, figure: 'read_to_feed_p95_ms', value: round(p95, 0), unit: 'ms', athletes: run.athletes, samples, loadReadsPerSecond: load };
    yield { bench, figure: 'read_to_feed_max_ms', value: round(Math.max(...run.freshnessMs), 0), unit: 'ms', athletes: run.athletes, samples };
    yield { bench, figure: 'read_to_viewer_bound_p95_ms', value: round(p95 + EDGE_STALENESS_MS, 0), unit: 'ms', athletes: run.athletes, edgeStalenessMs: EDGE_STALENESS_MS };
    yield { bench, figure: 'feed_reads_per_finish', value: round(run.pollsPerFinish, 1), unit: 'requests', athletes: run.athletes };
  },
};
