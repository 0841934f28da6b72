// Timed events: the public list and detail, and the organizer's own events.
import { routeSlice } from './slice';

export const eventsRoutes = routeSlice('events', {
  httpRoutes: [
    {
      id: 'ListEvents',
      method: 'GET',
      path: '/api/events',
      auth: 'public',
      handler: 'lambdas/events/list-events.ts',
      needs: ['table:read'],
    },
    {
      id: 'GetEvent',
      method: 'GET',
      path: '/api/events/{eventId}',
      auth: 'public',
      handler: 'lambdas/events/get-event.ts',
      needs: ['table:read'],
    },
    {
      id: 'CreateEvent',
      method: 'POST',
      path: '/api/events',
      auth: 'user',
      handler: 'lambdas/events/create-event.ts',
      needs: ['table:write'],
    },
    {
      id: 'ListMyEvents',
      method: 'GET',
      path: '/api/my-events',
      auth: 'user',
      handler: 'lambdas/events/list-my-events.ts',
      needs: ['table:read'],
    },
  ],
});
