// The same generated race at 2,000, 10,000 and 30,000 athletes: what a timing batch costs as the race
// grows (time, DynamoDB requests), how soon a read reaches the followers of its athlete, the size of
// a standings page, each handler's slowest call against its AWS timeout, and the race-day cost model.
import { raceDayCost, RACE_DAY, type Measured } from './cost-model';
import { median, percentile, round, type Bench, type Figure } from './figure';
import { FOLLOWERS, measureRaceAt, type RaceScaleRun } from './race-scale-run';

export const RACE_SIZES = [2000, 10_000, 30_000];

/** `RACE_SIZES=30000 npm run bench -- race_scale` measures the sizes named (comma-separated) only. */
export function sizesToRun(): number[] {
  const named = process.env.RACE_SIZES?.split(',').map(Number).filter((size) => RACE_SIZES.includes(size));
  return named?.length ? named : RACE_SIZES;
}
const bench = 'race_scale';

function* sizeFigures(run: RaceScaleRun): Generator<Figure> {
  const athletes = run.athletes;
  const batches = run.batchMs.length;
  yield { bench, figure: 'new_reads_per_second', value: round(run.reads / run.feedSeconds, 0), unit: 'reads/s', athletes, reads: run.reads };
  yield { bench, figure: 'batch_ms_p50', value: round(median(run.batchMs), 0), unit: 'ms', athletes, batches };
  yield { bench, figure: 'batch_ms_p95', value: round(percentile(run.batchMs, 95), 0), unit: 'ms', athletes, batches };
  yield {
    bench,
    figure: 'dynamodb_requests_per_batch',
    value: round(run.dynamodb.requests / batches, 1),
    unit: 'requests',
    athletes,
    refreshes: run.refreshes.calls,
    ...Object.fromEntries(Object.entries(run.dynamodb.byOperation).map(([operation, count]) => [operation, round(count / batches, 1)])),
  };
  yield { bench, figure: 'refresh_catch_up_ms', value: round(run.catchUpMs, 0), unit: 'ms', athletes, refreshes: run.refreshes.calls, refreshMsTotal: run.refreshes.totalMs };
  yield { bench, figure: 'start_list_part_ms_max', value: round(Math.max(...run.startListPartMs), 0), unit: 'ms', athletes, parts: run.startListPartMs.length, rowsPerPart: 500 };
  yield { bench, figure: 'read_to_follower_p50_ms', value: round(percentile(run.followerLatenciesMs, 50), 0), unit: 'ms', athletes, followers: FOLLOWERS };
  yield { bench, figure: 'read_to_follower_p95_ms', value: round(percentile(run.followerLatenciesMs, 95), 0), unit: 'ms', athletes, followers: FOLLOWERS };
  yield { bench, figure: 'followers_reached_min_share', value: round(Math.min(...run.followersReached), 3), unit: 'share', athletes };
  yield { bench, figure: 'standings_page_gzip_bytes', value: run.pageGzipBytes, unit: 'bytes', athletes, plainBytes: run.pageBytes, rows: 100 };
  for (const [handler, { slowestMs, timeoutMs, calls }] of Object.entries(run.handlers)) {
    yield { bench, figure: 'slowest_call_share_of_timeout', value: round(slowestMs / timeoutMs, 2), unit: 'share', athletes, handler, slowestMs, timeoutMs, calls };
  }
}

function measuredFor(run: RaceScaleRun): Measured {
  const { single } = run;
  return {
    writeUnitsPerBatch: single.dynamodb.writeUnits / single.batches,
    readUnitsPerBatch: single.dynamodb.readUnits / single.batches,
    writeUnitsPerRead: run.dynamodb.writeUnits / run.reads,
    readUnitsPerRead: run.dynamodb.readUnits / run.reads,
    ingestMsPerBatch: single.ingestMs / single.batches,
    refreshMsPerBatch: single.refreshMs / single.batches,
    fanOutMsPerMessage: single.fanOutMs / Math.max(1, FOLLOWERS),
    pageGzipBytes: run.pageGzipBytes,
    passListGzipBytes: run.passListGzipBytes,
  };
}

export const raceScaleBench: Bench = {
  name: bench,
  async *run(): AsyncGenerator<Figure> {
    let largest: RaceScaleRun | undefined;
    for (const athletes of sizesToRun()) {
      console.error(`  ${athletes} atletas…`);
      largest = await measureRaceAt(athletes);
      yield* sizeFigures(largest);
    }
    const measured = measuredFor(largest!);
    // The model's inputs, as measured at the largest size.
    for (const [figure, value] of Object.entries(measured)) yield { bench: 'race_day_cost', figure: `measured_${figure}`, value: round(value, 2), unit: 'per unit', athletes: largest!.athletes };
    const lines = raceDayCost(measured);
    for (const { item, quantity, usd } of lines) yield { bench: 'race_day_cost', figure: item, value: round(usd, 2), unit: 'USD', quantity };
    yield {
      bench: 'race_day_cost',
      figure: 'total',
      value: round(lines.reduce((sum, { usd }) => sum + usd, 0), 2),
      unit: 'USD',
      reads: RACE_DAY.reads,
      viewers: RACE_DAY.viewers,
      hours: RACE_DAY.hours,
    };
  },
};
