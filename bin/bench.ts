// `npm run bench`: every benchmark, one JSON line per figure on stdout (progress on stderr).
import { deltaBytesBench } from '../tests/bench/delta-bytes.bench';
import { dynamoDbRequestsBench } from '../tests/bench/dynamodb-requests.bench';
import type { Bench } from '../tests/bench/figure';
import { ingestBench } from '../tests/bench/ingest.bench';
import { liveLatencyBench } from '../tests/bench/live-latency.bench';
import { rankingBench } from '../tests/bench/ranking.bench';
import { registrationBench } from '../tests/bench/registration.bench';

// ingest and dynamodb_requests report from one measured ingest, live_latency and delta_bytes from
// one measured live race (see measuredOnce in tests/bench/figure.ts).
const benches: Bench[] = [rankingBench, ingestBench, dynamoDbRequestsBench, liveLatencyBench, deltaBytesBench, registrationBench];

for (const bench of benches) {
  console.error(`▶ ${bench.name}`);
  for await (const figure of bench.run()) console.log(JSON.stringify(figure));
}
