// GET /api/events/{eventId}/search?q=… — the first 50 matching rows and how many matched in all: a
// number finds the bib exactly, text of more than 2 characters finds names ignoring case and accents.
import { BIB_MAX_LENGTH } from '@shared/results/result-row';
import { searchResults, SEARCH_LIMIT } from '@shared/results/search';
import { httpHandler } from '@lambdas/core/http-handler';
import { eventIdOf } from '@lambdas/events/event-path';
import { nameIndex } from './search-index';
import { cacheableReply } from './standings-http';
import { getPublishedRows } from './standings-repository';

const isBib = (query: string) => /^\d+$/.test(query) && query.length <= BIB_MAX_LENGTH;

/** A bib is one direct read; names go through the whole index (to count them), then the first matches' published rows. */
async function search(eventId: number, query: string) {
  if (isBib(query)) {
    const rows = searchResults(await getPublishedRows(eventId, [query]), query);
    return { rows, total: rows.length };
  }
  const matches = searchResults(await nameIndex(eventId), query, Number.POSITIVE_INFINITY);
  const rows = await getPublishedRows(eventId, matches.slice(0, SEARCH_LIMIT).map((row) => row.num));
  return { rows, total: matches.length };
}

export const handler = httpHandler(async (event) => {
  const query = (event.queryStringParameters?.q ?? '').trim();
  return cacheableReply(event, await search(eventIdOf(event), query), { maxAge: 5 });
});
