// The platform's own health check, and the answer to every request no route of the table matches.
import { routeSlice } from './slice';

export const platformRoutes = routeSlice('platform', {
  httpRoutes: [
    {
      id: 'GetHealth',
      method: 'GET',
      path: '/api/health',
      auth: 'public',
      handler: 'lambdas/platform/get-health.ts',
      needs: ['table:read', 'uploads:read', 'media:read', 'users:describe'],
    },
    {
      // API Gateway's $default route: an unknown path, or a method a path does not take.
      id: 'RouteNotFound',
      method: 'ANY',
      path: '$default',
      auth: 'public',
      handler: 'lambdas/platform/route-not-found.ts',
      needs: [],
    },
  ],
});
