// The unread count on the organizer's 'Mensajes' tab (docs/retos.md §2.8): the athletes' messages not
// read yet in the threads of latest activity (the first page the tab lists), read again with the
// threads and every minute while the page is open, since the tab follows the live topic only when shown.
import { useQuery } from '@tanstack/react-query';
import { chatKeys, fetchThreads } from './chat-api';

const REFRESH_MS = 60_000;

export function useOrganizerUnread(eventId: string, enabled: boolean): number {
  const unread = useQuery({
    queryKey: [...chatKeys.threads(eventId), 'unread'],
    queryFn: async () => (await fetchThreads(eventId)).threads.reduce((sum, thread) => sum + thread.unread, 0),
    enabled,
    refetchInterval: REFRESH_MS,
  });
  return unread.data ?? 0;
}
