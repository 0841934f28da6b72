// Keeps the Ingresos list current: follows the event's registrant notices (a private topic, with a
// ticket the API gives only to the event's roles) and reads the list again at each notice, and each
// time the subscription is confirmed (notices sent before it, or while a connection was down, were lost).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { registrantsTopic, type TopicTicket } from '@shared/realtime/admin-messages';
import { apiRequest } from '@web/lib/api-client';
import { subscribe } from '@web/lib/live-socket';
import { registrantKey, registrantsKey } from './admin-api';

/** Notices of a burst of registrations are read as one refresh. */
const REFRESH_AFTER_MS = 1000;

export function useLiveRegistrants(eventId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        // A refetch would cancel a page being read ('Mostrar registros anteriores'): it waits for it.
        if (queryClient.isFetching({ queryKey: registrantsKey(eventId) }) > 0) refresh();
        else void queryClient.invalidateQueries({ queryKey: registrantsKey(eventId) });
      }, REFRESH_AFTER_MS);
    };
    const stop = subscribe(
      registrantsTopic(eventId),
      (message) => {
        if (typeof message.registroId === 'string') void queryClient.invalidateQueries({ queryKey: registrantKey(eventId, message.registroId) });
        refresh();
      },
      {
        // Subscribed (again): what changed while this screen did not follow the topic was not told.
        onStatus: (status) => {
          if (status === 'live') refresh();
        },
        ticket: async () => (await apiRequest<TopicTicket>(`/api/events/${eventId}/registrants-live-ticket`, { method: 'POST', body: {} })).ticket,
      },
    );
    return () => {
      clearTimeout(pending);
      stop();
    };
  }, [eventId, queryClient]);
}
