// The search's list of every athlete (bib, name, branch, modality), kept a few seconds per warm
// function so a crowd searching costs one read of the index per container, not one per request.
import { resultRowSchema, type ResultRow } from '@shared/results/result-row';
import { NAME_INDEX, type NameEntry } from './standings-paging';
import { listPages } from './standings-repository';

/** As long as the CDN keeps a search answer: names change only with the start list. */
const FRESH_MS = 5_000;

const cache = new Map<number, { loadedAt: number; rows: Promise<ResultRow[]> }>();

/** Index entries as rows (the fields they lack at their defaults), for the shared search rule. */
async function loadIndex(eventId: number): Promise<ResultRow[]> {
  const pages = await listPages<NameEntry>(eventId, NAME_INDEX);
  return pages.flatMap((page) => page.rows.map((entry) => resultRowSchema.parse(entry)));
}

export function nameIndex(eventId: number, now = Date.now()): Promise<ResultRow[]> {
  const cached = cache.get(eventId);
  if (cached && now - cached.loadedAt < FRESH_MS) return cached.rows;
  const rows = loadIndex(eventId);
  cache.set(eventId, { loadedAt: now, rows });
  rows.catch(() => cache.delete(eventId));
  return rows;
}
