// An event's published web by its id (docs/platform.md §2.1): /evento_{id} and /{page}/evento_{id} on the main
// host, and another event's /evento_{id} on an organizer's host; without one, the not-found page.
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { LoadingView } from '@web/components/loading-view';
import { HostedSitePage } from './hosted-site-page';
import { eventWebKey, fetchEventWeb, mainHostPath } from './hosted-site';

interface EventWebProps {
  eventId: number;
  page: string;
  detail?: string;
  /** Whether its pages live under the main host's /{page}/evento_{id} routes. */
  onMainHost: boolean;
  notFound: ReactNode;
}

export function EventWeb({ eventId, page, detail, onMainHost, notFound }: EventWebProps) {
  const web = useQuery({ queryKey: eventWebKey(eventId), queryFn: () => fetchEventWeb(eventId), retry: false });
  const site = web.data?.site;
  const buildPath = useMemo(() => (onMainHost && site ? mainHostPath(site, eventId) : undefined), [onMainHost, site, eventId]);
  if (web.isPending) return <LoadingView />;
  if (!web.data) return <>{notFound}</>;
  return <HostedSitePage hosted={web.data} page={page} detail={detail} buildPath={buildPath} />;
}
