// Timing: the events' timing keys, what timing systems push, and the standings refresh behind it.
import { routeSlice } from './slice';

export const timingRoutes = routeSlice('timing', {
  httpRoutes: [
    // The events' timing keys, managed in the organizer console.
    {
      id: 'ListTimingKeys',
      method: 'GET',
      path: '/api/events/{eventId}/timing-keys',
      auth: 'user',
      handler: 'lambdas/timing/list-timing-keys.ts',
      needs: ['table:read'],
    },
    {
      id: 'CreateTimingKey',
      method: 'POST',
      path: '/api/events/{eventId}/timing-keys',
      auth: 'user',
      handler: 'lambdas/timing/create-timing-key.ts',
      needs: ['table:write'],
    },
    {
      id: 'RevokeTimingKey',
      method: 'DELETE',
      path: '/api/events/{eventId}/timing-keys/{keyId}',
      auth: 'user',
      handler: 'lambdas/timing/revoke-timing-key.ts',
      needs: ['table:write'],
    },
    // The timer's review queue of doubtful reads (docs/timing.md#the-review-queue).
    {
      id: 'ListReadReviews',
      method: 'GET',
      path: '/api/events/{eventId}/read-reviews',
      auth: 'user',
      handler: 'lambdas/timing/list-read-reviews.ts',
      needs: ['table:read'],
    },
    {
      id: 'DecideReadReview',
      method: 'POST',
      path: '/api/events/{eventId}/read-reviews',
      auth: 'user',
      handler: 'lambdas/timing/decide-read-review.ts',
      needs: ['table:write', 'queue:standings'],
    },
    // The manual timing app (docs/timing.md#the-manual-timing-app): a signed-in cronometrista's reads
    // (the same ingest as IngestReads), the start list it keeps offline, and the server's clock.
    {
      id: 'RecordManualReads',
      method: 'POST',
      path: '/api/events/{eventId}/manual-reads',
      auth: 'user',
      handler: 'lambdas/timing/record-manual-reads.ts',
      needs: ['table:write', 'queue:standings'],
    },
    {
      id: 'GetStartList',
      method: 'GET',
      path: '/api/events/{eventId}/start-list',
      auth: 'user',
      handler: 'lambdas/timing/get-start-list.ts',
      needs: ['table:read'],
    },
    {
      id: 'GetServerTime',
      method: 'GET',
      path: '/api/time',
      auth: 'public',
      handler: 'lambdas/timing/get-server-time.ts',
      needs: [],
    },
    // Timing systems push here; each request stores its data and queues a standings refresh.
    {
      id: 'IngestReads',
      method: 'POST',
      path: '/api/timing/events/{eventId}/reads',
      auth: 'timingKey',
      handler: 'lambdas/timing/ingest-reads.ts',
      needs: ['table:write', 'queue:standings'],
    },
    {
      id: 'UploadStartList',
      method: 'PUT',
      path: '/api/timing/events/{eventId}/athletes',
      auth: 'timingKey',
      handler: 'lambdas/timing/upload-start-list.ts',
      needs: ['table:write', 'queue:standings'],
    },
    {
      // The start list as the manual timing app keeps it, for a phone paired with the key.
      id: 'GetTimingStartList',
      method: 'GET',
      path: '/api/timing/events/{eventId}/athletes',
      auth: 'timingKey',
      handler: 'lambdas/timing/get-timing-start-list.ts',
      needs: ['table:read'],
    },
    {
      id: 'UploadResults',
      method: 'PUT',
      path: '/api/timing/events/{eventId}/results',
      auth: 'timingKey',
      handler: 'lambdas/timing/upload-results.ts',
      needs: ['table:write', 'queue:standings'],
    },
    {
      id: 'CreateEventPhotoUpload',
      method: 'POST',
      path: '/api/timing/events/{eventId}/photo-uploads',
      auth: 'timingKey',
      handler: 'lambdas/timing/create-event-photo-upload.ts',
      needs: ['table:read', 'uploads:presign'],
    },
    {
      id: 'GetTimingOpenApi',
      method: 'GET',
      path: '/api/timing/openapi.json',
      auth: 'public',
      handler: 'lambdas/timing/get-openapi.ts',
      needs: [],
    },
  ],
  schedules: [
    {
      // Refreshes again the standings of events left behind their timing data (a change's message lost).
      id: 'CatchUpStandings',
      everyMinutes: 1,
      handler: 'lambdas/timing/catch-up-standings.ts',
      needs: ['table:write', 'queue:standings'],
    },
  ],
  queueConsumers: [
    {
      // Rebuilds only what the queued changes touch; the container keeps the event's standings between
      // batches. A cold container reads and writes a whole race once: five minutes covers 30,000 runners.
      // Up to ten changes (10,000 reads, the most a FIFO queue hands one call) folded into one refresh:
      // behind a burst, a call catches up on ten at once and still stays well inside its time.
      id: 'RefreshStandings',
      queue: 'standings',
      fifo: true,
      batchSize: 10,
      timeoutSeconds: 300,
      handler: 'lambdas/timing/refresh-standings.ts',
      needs: ['table:write', 'queue:fanout'],
    },
  ],
});
