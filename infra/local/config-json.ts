// GET /config.json: the runtime config the SPA reads at boot, pointing at this local cloud on the host
// the browser used (organizer webs run on *.localhost hosts and own domains), one the platform serves
// (served-hosts.ts: the public port answers no other), by the scheme it used: https when a TLS front
// says so (`X-Forwarded-Proto`, the Lighthouse bench's: docs/benchmarks.md). The port listens on this
// machine only, so whatever sends that header is a program of this machine, and it picks a scheme only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runtimeConfigSchema, type RuntimeConfig } from '@shared/core/runtime-config';
import { sendJson } from './http-io';
import { localRegion } from './local-aws';

export interface ConfigJsonOptions {
  userPoolId: string;
  userPoolClientId: string;
  /** The host the request names when the platform serves it, else the cloud's own: never another. */
  hostOf: (req: IncomingMessage) => string;
  tracking: RuntimeConfig['tracking'];
  /** The install's VAPID public key. */
  pushPublicKey: string;
}

export function createConfigJson(options: ConfigJsonOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const host = options.hostOf(req);
    const secure = req.headers['x-forwarded-proto'] === 'https';
    const config = runtimeConfigSchema.parse({
      region: localRegion,
      userPoolId: options.userPoolId,
      userPoolClientId: options.userPoolClientId,
      userPoolEndpoint: `${secure ? 'https' : 'http'}://${host}/cognito`,
      webSocketUrl: `${secure ? 'wss' : 'ws'}://${host}/ws`,
      mainHosts: ['localhost', '127.0.0.1'],
      tracking: options.tracking,
      // Cards are tokenized by the local payment simulator (POST /local/payments/tokens).
      payments: { provider: 'simulador' },
      // Subscriptions are issued by the local push service stand-in (POST /local/avisos/suscripciones).
      push: { publicKey: options.pushPublicKey, service: 'local' },
    });
    sendJson(res, 200, config, { 'cache-control': 'no-cache' });
  };
}
