// The open results feed: public, cacheable reads of what the standings refresh published, as JSON or
// CSV, its OpenAPI document and the embeddable widget's page (docs/results.md 'The open results feed').
import { FEED_PREFIX, feedPaths } from '@shared/results/feed-api';
import { routeSlice } from './slice';

const events = `${FEED_PREFIX}/events/{eventId}`;

export const feedRoutes = routeSlice('feed', {
  httpRoutes: [
    { id: 'GetFeedEvent', method: 'GET', path: events, auth: 'public', handler: 'lambdas/feed/get-feed-event.ts', needs: ['table:read'] },
    { id: 'GetFeedStandings', method: 'GET', path: `${events}/standings`, auth: 'public', handler: 'lambdas/feed/get-feed-standings.ts', needs: ['table:read'] },
    { id: 'GetFeedPasses', method: 'GET', path: `${events}/passes`, auth: 'public', handler: 'lambdas/feed/get-feed-passes.ts', needs: ['table:read'] },
    { id: 'GetFeedAthlete', method: 'GET', path: `${events}/athletes/{bib}`, auth: 'public', handler: 'lambdas/feed/get-feed-athlete.ts', needs: ['table:read'] },
    { id: 'GetFeedWidget', method: 'GET', path: `${events}/widget`, auth: 'public', handler: 'lambdas/feed/get-feed-widget.ts', needs: ['table:read'] },
    { id: 'GetFeedOpenApi', method: 'GET', path: feedPaths.openApi, auth: 'public', handler: 'lambdas/feed/get-feed-openapi.ts', needs: [] },
  ],
});
