// The pages of one report (100 rows each), fetched one after another as the table asks for more.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchStandingsPage, type StandingsQuery } from './results-api';
import { isPublicRow } from './public-rows';

export const standingsKey = (eventId: number) => ['standings', eventId] as const;

export function useStandings(eventId: number, standings: StandingsQuery, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [...standingsKey(eventId), standings.modalidad, standings.view, standings.group],
    queryFn: ({ pageParam }) => fetchStandingsPage(eventId, standings, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last, all) => (all.length < last.pageCount ? last.page + 1 : undefined),
    enabled: enabled && standings.modalidad !== '',
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.rows.filter(isPublicRow)) ?? [], [data]);
  // After a failed page it stops asking: retrying on every render would hammer the API.
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return { query, rows, total: data?.pages[0]?.total ?? 0, loadMore };
}
