// `npm run timing:replay -- --event N --key K --file reads.csv [--speed 10] [--url http://localhost:3000]`
// Acts as a timing system over real HTTP: sends the CSV's reads (readId,bib,chip,point,time,lap) to
// POST /api/timing/events/{N}/reads in batches, paced by their `time` column divided by `speed`,
// and prints one JSON line per batch with the API's answer.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { MAX_READS_PER_BATCH } from '@shared/timing/timing-schemas';
import { parseCsv } from '@lambdas/timing/csv';

const { values } = parseArgs({
  options: {
    event: { type: 'string' },
    key: { type: 'string' },
    file: { type: 'string' },
    speed: { type: 'string', default: '1' },
    url: { type: 'string', default: 'http://localhost:3000' },
  },
});

const speed = Number(values.speed);
if (!values.event || !values.key || !values.file || !(speed > 0)) {
  console.error('Uso: npm run timing:replay -- --event N --key K --file lecturas.csv [--speed 10] [--url http://localhost:3000]');
  process.exit(2);
}

/** Reads in race order; a read whose time does not parse goes first, and the API says why it is wrong. */
const reads = parseCsv(readFileSync(values.file, 'utf8'), ['lap'])
  .map((record) => ({ record, at: Date.parse(String(record.time ?? '')) }))
  .map(({ record, at }) => ({ record, at: Number.isNaN(at) ? -Infinity : at }))
  .sort((a, b) => a.at - b.at);
const raceStart = reads.find(({ at }) => at > -Infinity)?.at ?? 0;
const endpoint = `${values.url}/api/timing/events/${values.event}/reads`;
/** Reads due within this much wall time go in one batch, as a mat's software buffers them. */
const BATCH_WINDOW_MS = 250;

async function send(batch: Record<string, string | number>[]): Promise<void> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': values.key ?? '' },
    body: JSON.stringify({ reads: batch }),
  });
  const answer: unknown = await res.json().catch(() => null);
  console.log(JSON.stringify({ status: res.status, sent: batch.length, answer }));
  if (res.status === 401 || res.status >= 500) process.exit(1);
}

const startedAt = Date.now();
let next = 0;
while (next < reads.length) {
  const dueAt = ((reads[next]?.at ?? raceStart) - raceStart) / speed;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - (Date.now() - startedAt))));
  const raceNow = raceStart + (Date.now() - startedAt + BATCH_WINDOW_MS) * speed;
  const batch: Record<string, string | number>[] = [];
  while (next < reads.length && batch.length < MAX_READS_PER_BATCH && (reads[next]?.at ?? Infinity) <= raceNow) {
    batch.push(reads[next]!.record);
    next += 1;
  }
  await send(batch);
}
console.error(`Se enviaron ${reads.length} lecturas en ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
