// GET /api/events/{eventId}/search?q=… — up to 50 rows: a number finds the bib exactly, text of more
// than 2 characters finds names ignoring case and accents.
import { BIB_MAX_LENGTH } from '../../shared/results/result-row';
import { searchResults } from '../../shared/results/search';
import { httpHandler } from '../core/http-handler';
import { eventIdOf } from './event-path';
import { nameIndex } from './search-index';
import { cacheableReply } from './standings-http';
import { getPublishedRows } from './standings-repository';

const isBib = (query: string) => /^\d+$/.test(query) && query.length <= BIB_MAX_LENGTH;

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  const query = (event.queryStringParameters?.q ?? '').trim();
  // A bib is one direct read; names go through the index, then the matches' published rows.
  const rows = isBib(query)
    ? searchResults(await getPublishedRows(eventId, [query]), query)
    : await getPublishedRows(eventId, searchResults(await nameIndex(eventId), query).map((row) => row.num));
  return cacheableReply(event, { rows }, { maxAge: 5 });
});
