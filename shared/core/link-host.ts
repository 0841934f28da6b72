// Where links in mails point: the host the visitor used only when the platform serves it, so a
// forged Host or X-Forwarded-Host never puts a foreign address into a registrant's mail.

const first = (value: string | undefined) => value?.split(',')[0]?.trim().toLowerCase();

/**
 * The origin (scheme and host) for links. `knownHosts` are the hosts the platform serves, the main
 * hosts first (the first is the default); organizer hosts join them once organizer webs exist.
 */
export function linkOrigin(requestedHost: string | undefined, protocol: string | undefined, knownHosts: readonly string[]): string {
  const [defaultHost] = knownHosts;
  if (!defaultHost) throw new Error('No main host configured for links');
  const requested = first(requestedHost);
  const host = requested && knownHosts.includes(requested) ? requested : defaultHost;
  return `${first(protocol) === 'http' ? 'http' : 'https'}://${host}`;
}
