// Results: the organizer console's changes to an event, and the public standings reads.
import { routeSlice } from './slice';

export const resultsRoutes = routeSlice('results', {
  httpRoutes: [
    // The organizer console's event data and sections: a change queues a standings refresh.
    {
      id: 'UpdateEvent',
      method: 'PUT',
      path: '/api/events/{eventId}',
      auth: 'user',
      handler: 'lambdas/results/update-event.ts',
      needs: ['table:write', 'queue:standings'],
    },
    {
      id: 'SaveEventSection',
      method: 'PUT',
      path: '/api/events/{eventId}/sections/{section}',
      auth: 'user',
      handler: 'lambdas/results/save-event-section.ts',
      needs: ['table:write', 'queue:standings'],
    },
    // Public standings reads: precomputed, cacheable documents.
    {
      id: 'GetStandingsPage',
      method: 'GET',
      path: '/api/events/{eventId}/results',
      auth: 'public',
      handler: 'lambdas/results/get-standings-page.ts',
      needs: ['table:read'],
    },
    {
      id: 'GetResultsCsv',
      method: 'GET',
      path: '/api/events/{eventId}/results/csv',
      auth: 'public',
      handler: 'lambdas/results/get-results-csv.ts',
      needs: ['table:read'],
    },
    {
      id: 'SearchResults',
      method: 'GET',
      path: '/api/events/{eventId}/search',
      auth: 'public',
      handler: 'lambdas/results/search-results.ts',
      needs: ['table:read'],
    },
    {
      id: 'GetAthleteDetail',
      method: 'GET',
      path: '/api/events/{eventId}/athletes/{bib}',
      auth: 'public',
      handler: 'lambdas/results/athlete-detail.ts',
      needs: ['table:read'],
    },
    // Push notices of athletes followed on the live page (docs/realtime.md, "Push notices"): public, as following is.
    {
      id: 'SubscribePushNotices',
      method: 'POST',
      path: '/api/events/{eventId}/avisos',
      auth: 'public',
      handler: 'lambdas/results/subscribe-push-notices.ts',
      needs: ['table:write'],
    },
    {
      id: 'UnsubscribePushNotices',
      method: 'DELETE',
      path: '/api/events/{eventId}/avisos',
      auth: 'public',
      handler: 'lambdas/results/unsubscribe-push-notices.ts',
      needs: ['table:write'],
    },
    {
      id: 'GetLiveSnapshot',
      method: 'GET',
      path: '/api/events/{eventId}/live',
      auth: 'public',
      handler: 'lambdas/results/live-snapshot.ts',
      needs: ['table:read'],
    },
    {
      id: 'GetLivePasses',
      method: 'GET',
      path: '/api/events/{eventId}/live/passes',
      auth: 'public',
      handler: 'lambdas/results/live-passes.ts',
      needs: ['table:read'],
    },
  ],
});
