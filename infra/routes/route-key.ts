// An HTTP route's key as API Gateway writes it: `GET /api/events/{eventId}`, or `$default` for the
// route that takes every request no other route matches.
import type { HttpRouteAddress } from './types';

export const isDefaultRoute = (route: HttpRouteAddress): route is Extract<HttpRouteAddress, { method: 'ANY' }> => route.method === 'ANY';

export const routeKeyOf = (route: HttpRouteAddress): string => (isDefaultRoute(route) ? route.path : `${route.method} ${route.path}`);
