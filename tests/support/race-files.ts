// A generated race as a timing system would hold it: reads in a CSV file with the timing API's columns.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TimingRead } from '@shared/timing/timing-schemas';

const columns = ['readId', 'bib', 'chip', 'point', 'time', 'lap'] as const;

export function readsCsvFile(reads: TimingRead[]): string {
  const lines = reads.map((read) => columns.map((column) => String(read[column] ?? '')).join(','));
  const file = join(mkdtempSync(join(tmpdir(), 'lecturas-')), 'lecturas.csv');
  writeFileSync(file, [columns.join(','), ...lines].join('\n'));
  return file;
}
