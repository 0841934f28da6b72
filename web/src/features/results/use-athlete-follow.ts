// While an athlete's detail is open during a live race, follows topic athlete:{event}:{bib}: each
// change of the athlete's row (a new pass, a finish) refreshes the detail at once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { athleteTopic } from '@shared/realtime/live-messages';
import { subscribe } from '@web/lib/live-socket';
import { athleteKey } from './results-api';

export function useAthleteFollow(eventId: number, bib: string, live: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!live) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: athleteKey(eventId, bib) });
    return subscribe(athleteTopic(eventId, bib), (message) => {
      if (message.type === 'athlete') refresh();
    }, { onResubscribed: refresh });
  }, [eventId, bib, live, queryClient]);
}
