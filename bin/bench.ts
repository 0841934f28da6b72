// `npm run bench`: every benchmark, one JSON line per figure on stdout (progress on stderr).
import type { Bench } from '../tests/bench/figure';
import { rankingBench } from '../tests/bench/ranking.bench';

const benches: Bench[] = [rankingBench];

for (const bench of benches) {
  console.error(`▶ ${bench.name}`);
  for await (const figure of bench.run()) console.log(JSON.stringify(figure));
}
