// Listening on this machine only, on both loopback addresses: browsers resolve localhost and
// *.localhost to 127.0.0.1 or ::1, and Node resolves localhost to whichever /etc/hosts lists first.
import type { AddressInfo, Server } from 'node:net';

/** Errors that mean the machine has no IPv6 loopback; 127.0.0.1 then serves alone. */
const withoutIpv6 = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);
const attempts = 5;

function listenAt(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Listens on 127.0.0.1 with `ipv4` and on ::1 with `ipv6`, at one port (0: one free on both). */
export async function listenOnLoopback(ipv4: Server, ipv6: Server, port: number): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const chosen = await listenAt(ipv4, port, '127.0.0.1');
    try {
      await listenAt(ipv6, chosen, '::1');
      return chosen;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (withoutIpv6.has(code)) return chosen;
      await stopListening(ipv4);
      // A port free on 127.0.0.1 can be taken on ::1 by another program: with port 0, pick again.
      if (port !== 0 || code !== 'EADDRINUSE' || attempt === attempts) throw error;
    }
  }
}
