// GET /config.json: the runtime config the SPA reads at boot, pointing at this local cloud on
// whatever host the browser used (organizer webs run on other *.localhost hosts), by the scheme it
// used: https when a TLS front says so (`X-Forwarded-Proto`, the Lighthouse bench's: docs/benchmarks.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runtimeConfigSchema, type RuntimeConfig } from '@shared/core/runtime-config';
import { hostOf, sendJson } from './http-io';
import { localRegion } from './local-aws';

export interface ConfigJsonOptions {
  userPoolId: string;
  userPoolClientId: string;
  /** The cloud's own host, for requests that carry no Host header. */
  defaultHost: string;
  tracking: RuntimeConfig['tracking'];
}

export function createConfigJson(options: ConfigJsonOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const host = hostOf(req, options.defaultHost);
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
    });
    sendJson(res, 200, config, { 'cache-control': 'no-cache' });
  };
}
