// The platform's own health check.
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
  ],
});
