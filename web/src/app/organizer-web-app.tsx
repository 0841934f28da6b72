// What a host that is not the platform's shows (docs/results.md §1): the organizer web published for it, with
// the platform's registration flow on the same host, every route tracked for the site's event (a
// PageView, a ?tkl= visit); a host no site answers on keeps only the logo.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import type { HostedSite } from '@shared/sites/site-api';
import { LoadingLogo } from '@web/components/loading-logo';
import { TrackedWebContext, trackedEventOf, useEventWebTracking } from '@web/lib/event-web-tracking';
import { registrationRoutes } from '@web/features/registration/registration-routes';
import { documentHostedSite, fetchHostedSite, hostedSiteKey } from '@web/features/sites/organizer-web/hosted-site';
import { OrganizerHostPage } from '@web/features/sites/organizer-web/organizer-host-page';
import { AppProviders, createQueryClient } from './providers';
import { RouteError } from './route-error';

function OrganizerWebFrame({ hosted }: { hosted: HostedSite }) {
  const event = useMemo(() => trackedEventOf(hosted), [hosted]);
  useEventWebTracking(event);
  return (
    <TrackedWebContext.Provider value={event}>
      <Outlet />
    </TrackedWebContext.Provider>
  );
}

function organizerRoutes(hosted: HostedSite): RouteObject[] {
  const page = <OrganizerHostPage hosted={hosted} />;
  return [
    {
      path: '/',
      element: <OrganizerWebFrame hosted={hosted} />,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingLogo,
      children: [
        { index: true, element: page },
        ...registrationRoutes,
        { path: ':route', element: page },
        { path: ':route/:idregistro', element: page },
        { path: ':route/:idregistro/:descarga', element: page },
      ],
    },
  ];
}

function HostedSiteRouter({ hostname }: { hostname: string }) {
  const site = useQuery({
    queryKey: hostedSiteKey(hostname),
    queryFn: () => fetchHostedSite(hostname),
    initialData: () => documentHostedSite(hostname),
    retry: false,
    staleTime: Infinity,
  });
  const router = useMemo(() => (site.data ? createBrowserRouter(organizerRoutes(site.data)) : null), [site.data]);
  if (!router) return <LoadingLogo failed={false} />;
  return <RouterProvider router={router} />;
}

export function OrganizerWebApp({ hostname }: { hostname: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <HostedSiteRouter hostname={hostname} />
    </AppProviders>
  );
}
