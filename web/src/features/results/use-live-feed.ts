// The live page's data: the snapshot (GET /api/events/{id}/live), then the deltas of topic
// live:{id} merged into it without refetching. A sequence gap or a reconnect fetches the snapshot
// again; rows that changed refresh the reports and athlete details open on screen.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscribe, type LiveSocketStatus } from '../../lib/live-socket';
import { applyDelta, isStandingsDelta } from './live-feed';
import { athleteKey, fetchLiveSnapshot, type LiveSnapshot } from './results-api';
import { standingsKey } from './use-standings';

const liveKey = (eventId: number) => ['live', eventId] as const;

export function useLiveFeed(eventId: number) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveSocketStatus>('connecting');
  const snapshot = useQuery({
    queryKey: liveKey(eventId),
    queryFn: () => fetchLiveSnapshot(eventId),
    // The socket keeps it current; it is fetched again only when deltas were missed.
    staleTime: Infinity,
  });

  useEffect(() => {
    // One fetch at a time: a gap noticed while a refetch runs waits for that one.
    const catchUp = () => void queryClient.refetchQueries({ queryKey: liveKey(eventId), exact: true }, { cancelRefetch: false });
    return subscribe(
      `live:${eventId}`,
      (message) => {
        if (!isStandingsDelta(message)) return;
        const current = queryClient.getQueryData<LiveSnapshot>(liveKey(eventId));
        // Without a snapshot yet, the one on its way includes this delta or a later gap catches up.
        if (!current) return;
        const outcome = applyDelta(current, message);
        if (outcome.kind === 'gap') return catchUp();
        if (outcome.kind === 'stale') return;
        queryClient.setQueryData(liveKey(eventId), outcome.snapshot);
        if (message.upserts.length > 0 || message.removed.length > 0) {
          void queryClient.invalidateQueries({ queryKey: standingsKey(eventId) });
          for (const row of message.upserts) void queryClient.invalidateQueries({ queryKey: athleteKey(eventId, row.num) });
        }
      },
      { onStatus: setStatus, onResubscribed: catchUp },
    );
  }, [eventId, queryClient]);

  return { snapshot, status };
}
