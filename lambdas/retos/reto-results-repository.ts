// Access patterns of a reto's precomputed results pages: one page read by the results route, the
// hashes of every stored page for a recompute, and the pages it changed written (the ones past the
// end of a list deleted).
import type { ResultList, RetoResultRow } from '@shared/retos/reto-results';
import { RESULT_LISTS } from '@shared/retos/reto-results';
import { packJson, unpackJson } from '@lambdas/data/packed-json';
import { RetoResultsPageEntity } from '@lambdas/data/reto-results-page-entity';
import { inParallel } from '@lambdas/core/in-parallel';

const WRITE_CONCURRENCY = 10;

export interface ResultsPage {
  list: ResultList;
  page: number;
  rows: RetoResultRow[];
  hash: string;
}

export const pageKey = (list: ResultList, page: number) => `${list}-${page}`;

export async function getResultsPage(eventId: string, list: ResultList, page: number): Promise<RetoResultRow[]> {
  const { data } = await RetoResultsPageEntity.get({ eventId, list, page }).go();
  return data ? unpackJson<RetoResultRow[]>(data.packedRows as Uint8Array) : [];
}

/** pageKey → hash of every stored page of the reto's three lists. */
export async function storedPageHashes(eventId: string): Promise<Map<string, string>> {
  const lists = await Promise.all(
    RESULT_LISTS.map((list) => RetoResultsPageEntity.query.byList({ eventId, list }).go({ pages: 'all', consistent: true, attributes: ['list', 'page', 'hash'] })),
  );
  return new Map(lists.flatMap(({ data }) => data.map((item) => [pageKey(item.list, item.page), item.hash] as const)));
}

export async function writeResultsPages(eventId: string, pages: readonly ResultsPage[], removed: readonly { list: ResultList; page: number }[]): Promise<void> {
  await inParallel(pages, WRITE_CONCURRENCY, ({ list, page, rows, hash }) =>
    RetoResultsPageEntity.put({ eventId, list, page, packedRows: packJson(rows), hash }).go({ response: 'none' }),
  );
  await inParallel(removed, WRITE_CONCURRENCY, ({ list, page }) => RetoResultsPageEntity.delete({ eventId, list, page }).go({ response: 'none' }));
}
