// The HTML documents of every page (the SPA's shell with the page's title, description and preview
// tags, organizer webs pre-rendered), each host's robots.txt and sitemap.xml, and the preview cards
// of an athlete's result and of an event without a picture (docs/sites.md 'Documents').
import { routeSlice } from './slice';

export const documentsRoutes = routeSlice('documents', {
  httpRoutes: [
    {
      id: 'GetDocument',
      method: 'GET',
      // CloudFront's default behaviour sends every page here, the host in the path and the page's path as ?path=.
      path: '/api/documents/{host}',
      auth: 'public',
      handler: 'lambdas/documents/get-document.ts',
      needs: ['table:read'],
      servesSpaShell: true,
    },
    {
      id: 'GetResultCard',
      method: 'GET',
      path: '/api/events/{eventId}/athletes/{bib}/tarjeta.png',
      auth: 'public',
      handler: 'lambdas/documents/get-result-card.ts',
      needs: ['table:read'],
      memorySize: 1024,
      drawsWithSharp: { shipsPackages: ['@fontsource/noto-sans'] },
    },
    {
      id: 'GetEventCard',
      method: 'GET',
      path: '/api/events/{eventId}/tarjeta.png',
      auth: 'public',
      handler: 'lambdas/documents/get-event-card.ts',
      needs: ['table:read'],
      memorySize: 1024,
      drawsWithSharp: { shipsPackages: ['@fontsource/noto-sans'] },
    },
  ],
});
