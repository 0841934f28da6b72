// Where the platform's own screens (live results, results) live: the first main host, on the
// scheme and port this page uses. On a main host that is this page's own origin.
import { useQuery } from '@tanstack/react-query';
import { isMainHost, loadRuntimeConfig } from './runtime-config';

function platformOrigin(mainHost: string): string {
  const { protocol, port } = window.location;
  return `${protocol}//${mainHost}${port ? `:${port}` : ''}`;
}

/** A platform path as a link: the path itself on a main host, the main host's address on an organizer's; null until /config.json is read. */
export function usePlatformLink(path: string): string | null {
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig, staleTime: Infinity });
  if (!config.data) return null;
  const [mainHost = window.location.hostname] = config.data.mainHosts;
  return isMainHost(config.data, window.location.hostname) ? path : `${platformOrigin(mainHost)}${path}`;
}
