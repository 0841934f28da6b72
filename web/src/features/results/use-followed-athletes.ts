// The followed athletes' details for the live page's list: each read as an athlete detail (the same
// cache the detail dialog uses), then kept current by their rows as the standings refresh sends them,
// over one WebSocket connection for them all (docs/realtime.md, "Live results").
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { athleteTopic, athleteTopicParts, type AthleteUpdate } from '@shared/realtime/live-messages';
import { subscribe } from '@web/lib/live-socket';
import { athleteKey, fetchAthlete, type AthleteDetail } from './results-api';

export function useFollowedAthletes(eventId: number, bibs: readonly string[]) {
  const queryClient = useQueryClient();
  const queries = useQueries({
    queries: bibs.map((bib) => ({ queryKey: athleteKey(eventId, bib), queryFn: () => fetchAthlete(eventId, bib) })),
  });

  useEffect(() => {
    // A bib no topic can name (the API would refuse the subscription, and the connection start over) is read, not followed.
    const topics = bibs.map((bib) => [athleteTopic(eventId, bib), bib] as const);
    const bibOf = new Map(topics.filter(([topic]) => athleteTopicParts(topic) !== null));
    if (bibOf.size === 0) return;
    const catchUp = () => {
      for (const bib of bibOf.values()) void queryClient.invalidateQueries({ queryKey: athleteKey(eventId, bib) });
    };
    return subscribe(
      [...bibOf.keys()],
      (message) => {
        const bib = bibOf.get(message.topic as string);
        if (message.type !== 'athlete' || bib === undefined) return;
        // The row as the refresh published it: newer than any cached answer of the detail route.
        const { row } = message as unknown as AthleteUpdate;
        queryClient.setQueryData<AthleteDetail>(athleteKey(eventId, bib), (known) => known && { ...known, row });
      },
      { onResubscribed: catchUp },
    );
  }, [eventId, bibs, queryClient]);

  return queries;
}
