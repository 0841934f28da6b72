// Reads per second the timing API takes from a large race sent in full batches: by one timing
// system, by several at once, and again when every read is a duplicate.
import { round, type Bench, type Figure } from './figure';
import { CONCURRENT_SENDERS, ingestRun, type IngestPass } from './ingest-run';

function readsPerSecond(figure: string, athletes: number, pass: IngestPass): Figure {
  const { senders, batches, sent, accepted, duplicates, resent, seconds } = pass;
  const details = { athletes, senders, batches, sent, accepted, duplicates, resent, seconds: round(seconds, 1) };
  return { bench: 'ingest', figure, value: round(sent / seconds, 0), unit: 'reads/s', ...details };
}

export const ingestBench: Bench = {
  name: 'ingest',
  async *run(): AsyncGenerator<Figure> {
    const { athletes, first, again, concurrent } = await ingestRun();
    yield readsPerSecond('new_reads_per_s', athletes, first);
    yield readsPerSecond(`new_reads_per_s_${CONCURRENT_SENDERS}_senders`, athletes, concurrent);
    yield readsPerSecond('duplicate_reads_per_s', athletes, again);
  },
};
