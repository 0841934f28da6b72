// Requests from a loopback address of the seed's choosing (any of 127.0.0.0/8 on Linux), so each
// demo athlete is a client of its own, as on its own phone: the per-client request limits then
// count them apart, exactly as they would count real visitors, and stay as strict as they are.
import { request } from 'node:http';
import type { Send } from './seed-api';

/** Second octets of the seed's clients, clear of 127.0.0.1, where people's own requests come from. */
const SEED_CLIENTS = { accounts: 63, athletes: 64 } as const;

/** The n-th address of a group of seed clients: 127.64.0.1 onwards for the athletes. */
export function loopbackAddress(group: keyof typeof SEED_CLIENTS, n: number): string {
  const host = n + 1;
  return `127.${SEED_CLIENTS[group] + Math.floor(host / 65_536)}.${Math.floor(host / 256) % 256}.${host % 256}`;
}

/** A fetch stand-in that leaves from `localAddress` for a cloud on 127.0.0.1 (the URL's host name is kept as its Host header). */
export function sendFrom(localAddress: string): Send {
  return (url, { method, headers, body, signal }) =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      const outgoing = request(
        { host: '127.0.0.1', port: target.port, path: `${target.pathname}${target.search}`, method, localAddress, signal, headers: { ...headers, host: target.host } },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve(new Response(text === '' ? null : text, { status: incoming.statusCode ?? 500 }));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
