// Which hosts the public port answers for (docs/security.md 'The edge'). CloudFront answers only for
// the platform's domain, its organizers' free subdomains (`{slug}.{main host}`: one label, as the
// wildcard certificate covers) and their verified own domains (distribution tenants), and answers any
// other Host 403. Locally the platform's names are this machine's (localhost, 127.0.0.1, [::1]), its
// subdomains one label under localhost, and the own domains those the DNS stand-in serves
// (local-dns.ts). Only a served Host is ever written into /config.json or a CSP: any other one could
// be a DNS-rebinding page's name or a forged header. The port is whatever the browser used: the
// cloud's own, or that of a TLS front before it (the Lighthouse bench's: docs/benchmarks.md).

/** A name (or [::1]) and an optional port: nothing else is fit to write into a URL. */
const hostPattern = /^(\[::1\]|[a-z0-9.-]+)(?::([1-9]\d{0,4}))?$/;
const machineNames = new Set(['localhost', '127.0.0.1', '[::1]']);
/** One DNS label under localhost: `primavera.localhost`, never `a.b.localhost` or `localhost.evil.example`. */
const localSubdomain = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost$/;

/**
 * The Host header, in lower case, when the platform serves it; undefined for any other.
 * `servesOwnDomain` says whether an organizer's own domain (lower case, without the port) is served.
 */
export function servedHost(host: string, servesOwnDomain: (domain: string) => boolean): string | undefined {
  const lowered = host.toLowerCase();
  const match = hostPattern.exec(lowered);
  if (!match) return undefined;
  const [, name = '', port] = match;
  if (port !== undefined && Number(port) > 65_535) return undefined;
  return machineNames.has(name) || localSubdomain.test(name) || servesOwnDomain(name) ? lowered : undefined;
}
