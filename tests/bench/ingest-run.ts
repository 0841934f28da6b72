// One measured ingest of a generated race, shared by the throughput and the DynamoDB-requests
// benchmarks so the race is sent once: every batch by one sender, the same batches again (all
// duplicates), then the race into a second event by four concurrent senders.
import { performance } from 'node:perf_hooks';
import type { TimingRead } from '../../shared/timing/timing-schemas';
import { inParallel } from '../../lambdas/timing/in-parallel';
import { measuredOnce } from './figure';
import { countsBetween, dynamoDbCounts, withBenchCloud, type DynamoDbCounts } from './bench-cloud';
import { benchRace, createBenchEvent, postReads, readBatches, type BenchEvent, type SentBatch } from './bench-event';

const INGEST_ATHLETES = 5000;
export const CONCURRENT_SENDERS = 4;

export interface IngestPass {
  senders: number;
  batches: number;
  /** Every read of the batches, stored once each batch was answered. */
  sent: number;
  accepted: number;
  duplicates: number;
  /** Batches sent again after an error or no answer; their reads count as duplicates then. */
  resent: number;
  seconds: number;
  dynamodb: DynamoDbCounts;
}

export interface IngestRun {
  athletes: number;
  first: IngestPass;
  again: IngestPass;
  concurrent: IngestPass;
}

/** Each sender posts the next batch not yet taken as soon as its previous one is answered. */
async function timedPass(cloudUrl: string, event: BenchEvent, batches: TimingRead[][], senders: number): Promise<IngestPass> {
  const before = await dynamoDbCounts(cloudUrl);
  const started = performance.now();
  const answers = await inParallel(batches, senders, (batch) => postReads(cloudUrl, event, batch));
  const seconds = (performance.now() - started) / 1000;
  const dynamodb = countsBetween(before, await dynamoDbCounts(cloudUrl));
  const total = (count: (answer: SentBatch) => number) => answers.reduce((sum, answer) => sum + count(answer), 0);
  return {
    senders,
    batches: batches.length,
    sent: batches.reduce((sum, batch) => sum + batch.length, 0),
    accepted: total(({ accepted }) => accepted),
    duplicates: total(({ duplicates }) => duplicates),
    resent: total(({ attempts }) => attempts - 1),
    seconds,
    dynamodb,
  };
}

async function measureIngest(): Promise<IngestRun> {
  const race = benchRace(INGEST_ATHLETES);
  const batches = readBatches(race.reads);
  return withBenchCloud(async ({ url }) => {
    const event = await createBenchEvent(url, race);
    const first = await timedPass(url, event, batches, 1);
    const again = await timedPass(url, event, batches, 1);
    const concurrent = await timedPass(url, await createBenchEvent(url, race), batches, CONCURRENT_SENDERS);
    return { athletes: INGEST_ATHLETES, first, again, concurrent };
  });
}

export const ingestRun = measuredOnce(measureIngest);
