// The search dialog (docs/results.md §5): a number finds the bib, text of more than 2 characters finds names.
import type { ResultRow } from './result-row';

export const SEARCH_LIMIT = 50;
const MIN_TEXT_LENGTH = 3;

/** Lower case, accents and other combining marks stripped, spaces collapsed: 'José  Núñez' → 'jose nunez'. */
export function normalizeName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Rows matching the query, in the order given, at most `limit`; a text query matches when every word appears in the name. */
export function searchResults(rows: ResultRow[], query: string, limit = SEARCH_LIMIT): ResultRow[] {
  const trimmed = query.trim();
  if (/^\d+$/.test(trimmed)) return rows.filter((row) => row.num === trimmed).slice(0, limit);
  const normalized = normalizeName(trimmed);
  if (normalized.length < MIN_TEXT_LENGTH) return [];
  const words = normalized.split(' ');
  return rows.filter((row) => {
    const name = normalizeName(row.nombre);
    return words.every((word) => name.includes(word));
  }).slice(0, limit);
}
