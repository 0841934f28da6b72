// The pages of one report (100 rows each), fetched one after another as the table asks for more.
// A list's pages are published before its count (docs/results.md, Reading results): for a moment the first page
// can hold rows under a count still lower than them. That count is not shown (null): the first page
// is asked for again, past the browser's cached copy, until the count covers the rows.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { ResultRow, StandingsPage } from '@shared/results/result-row';
import { fetchStandingsPage, type StandingsQuery } from './results-api';
import { isPublicRow } from '@shared/results/public-rows';

export const standingsKey = (eventId: number) => ['standings', eventId] as const;

/** How soon a count behind its rows is asked for again. */
export const COUNT_BEHIND_RETRY_MS = 1000;

/** The list's count, or null while it is lower than the rows its pages already hold. */
export function countOf(pages: readonly StandingsPage<unknown>[] | undefined): number | null {
  const first = pages?.[0];
  if (!first) return null;
  const held = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return first.total < held ? null : first.total;
}

/** A report's pages, athletes' or teams' (`Row`), and the rows of them that `shown` keeps (a function that stays the same). */
export function useStandingsPages<Row>(eventId: number, standings: StandingsQuery, shown: (row: Row) => boolean, enabled = true) {
  const countBehind = useRef(false);
  const query = useInfiniteQuery({
    queryKey: [...standingsKey(eventId), standings.modalidad, standings.view, standings.group],
    queryFn: ({ pageParam }) => fetchStandingsPage<Row>(eventId, standings, pageParam, countBehind.current),
    initialPageParam: null as number | null,
    getNextPageParam: (last, all) => (all.length < last.pageCount ? last.page + 1 : undefined),
    enabled: enabled && standings.modalidad !== '',
    refetchInterval: (current) => (current.state.data && countOf(current.state.data.pages) === null ? COUNT_BEHIND_RETRY_MS : false),
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const total = countOf(data?.pages);
  countBehind.current = data !== undefined && total === null;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows.filter(shown)) ?? [], [data, shown]);
  // After a failed page it stops asking: retrying on every render would hammer the API.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return { query, rows, total, loadMore };
}

export function useStandings(eventId: number, standings: StandingsQuery, enabled = true) {
  return useStandingsPages<ResultRow>(eventId, standings, isPublicRow, enabled);
}
