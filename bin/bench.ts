// `npm run bench`: every benchmark, one JSON line per figure on stdout (progress on stderr).
import type { Bench } from '@tests/bench/figure';
import { feedFreshnessBench } from '@tests/bench/feed-freshness.bench';
import { lighthouseBench } from '@tests/bench/lighthouse.bench';
import { manualTimingBench } from '@tests/bench/manual-timing.bench';
import { organizerWebBench } from '@tests/bench/organizer-web.bench';
import { projectionBench } from '@tests/bench/projection.bench';
import { pushNoticesBench } from '@tests/bench/push-notices.bench';
import { raceScaleBench } from '@tests/bench/race-scale.bench';
import { rankingBench } from '@tests/bench/ranking.bench';
import { registrantAdminBench } from '@tests/bench/registrant-admin.bench';
import { registrantListsBench } from '@tests/bench/registrant-lists.bench';
import { registrationBench } from '@tests/bench/registration.bench';
import { retoChatBench } from '@tests/bench/reto-chat.bench';
import { retoCodesBench } from '@tests/bench/reto-codes.bench';
import { retoRankingBench } from '@tests/bench/reto-ranking.bench';
import { standingsFreshnessBench } from '@tests/bench/standings-freshness.bench';

const benches: Bench[] = [rankingBench, projectionBench, retoRankingBench, raceScaleBench, standingsFreshnessBench, feedFreshnessBench, pushNoticesBench, registrationBench, registrantListsBench, registrantAdminBench, organizerWebBench, retoCodesBench, retoChatBench, manualTimingBench, lighthouseBench];

// `npm run bench -- race_scale` runs the named benchmarks only.
const wanted = process.argv.slice(2);

for (const bench of benches.filter(({ name }) => wanted.length === 0 || wanted.includes(name))) {
  console.error(`▶ ${bench.name}`);
  for await (const figure of bench.run()) console.log(JSON.stringify(figure));
}
