// The live page's data: the snapshot (GET /api/events/{id}/live), then the summaries of topic
// live:{id}, each replacing it. Summaries come at most once a second, less often when the audience is
// large; a reconnect fetches the snapshot again. When result rows moved on, the reports refetch.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveState } from '@shared/realtime/live-messages';
import { liveTopic } from '@shared/realtime/live-messages';
import { subscribe, type LiveSocketStatus } from '@web/lib/live-socket';
import { applySummary, isLiveSummary } from './live-feed';
import { fetchLiveSnapshot } from './results-api';
import { standingsKey } from './use-standings';

const liveKey = (eventId: number) => ['live', eventId] as const;

/** How long a screen that does not follow the live topic keeps the live state it read (its pace profiles move slowly). */
const UNFOLLOWED_STALE_MS = 30_000;

/**
 * The live state as the live page keeps it, for a screen over it (an athlete's detail); read once
 * (again after half a minute) by a screen elsewhere. `enabled`: only while the race is live.
 */
export function useLiveState(eventId: number, enabled: boolean) {
  return useQuery({ queryKey: liveKey(eventId), queryFn: () => fetchLiveSnapshot(eventId), staleTime: UNFOLLOWED_STALE_MS, enabled });
}

export function useLiveFeed(eventId: number) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  const snapshot = useQuery({
    queryKey: liveKey(eventId),
    queryFn: () => fetchLiveSnapshot(eventId),
    // The socket keeps it current; it is fetched again only after a reconnect.
    staleTime: Infinity,
  });

  useEffect(() => {
    const catchUp = () => void queryClient.refetchQueries({ queryKey: liveKey(eventId), exact: true }, { cancelRefetch: false });
    return subscribe(
      liveTopic(eventId),
      (message) => {
        if (!isLiveSummary(message)) return;
        const current = queryClient.getQueryData<LiveState>(liveKey(eventId));
        // Without a snapshot yet, the one on its way is at least as new.
        if (!current) return;
        const outcome = applySummary(current, message);
        if (outcome.kind === 'stale') return;
        queryClient.setQueryData(liveKey(eventId), outcome.state);
        if (outcome.rowsChanged) void queryClient.invalidateQueries({ queryKey: standingsKey(eventId) });
      },
      { onStatus: setStatus, onResubscribed: catchUp },
    );
  }, [eventId, queryClient]);

  return { snapshot, status };
}
