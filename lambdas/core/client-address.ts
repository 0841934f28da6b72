// Who a per-client limit counts: the viewer's address as the edge saw it. An IPv6 client is its /64,
// since one household or phone gets a whole /64 and can pick any address in it.
import { isIPv6 } from 'node:net';
import { edgeHeaders } from '@shared/core/edge-headers';
import type { HttpEvent } from './http-handler';

/** The first four groups of an IPv6 address, written out; an IPv4-mapped one is its IPv4 address. */
function ipv6Network(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export function clientAddress(address: string): string {
  return isIPv6(address) ? ipv6Network(address) : address;
}

/** The caller's key for per-client limits: the edge's viewer address (the API checked it came through the edge). */
export function clientOf(event: HttpEvent): string {
  // Events built by hand (tests, direct invocations) may carry neither.
  const address = event.headers?.[edgeHeaders.viewerIp] ?? event.requestContext?.http?.sourceIp;
  return address ? clientAddress(address) : 'sin-direccion';
}
