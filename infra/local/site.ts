// What the public port serves once every emulator is up: the same paths CloudFront routes in AWS,
// plus the local-only pieces (SES endpoint, outbox pages, payment simulator, push service, @connections).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { S3Client } from '@aws-sdk/client-s3';
import type { JSONWebKeySet } from 'jose';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { createConfigJson } from './config-json';
import { connectionsPath, createConnectionsApi } from './connections-api';
import type { ConnectionRegistry } from './connections';
import { cognitoPath, createCognitoProxy } from './cognito-proxy';
import { createHttpGateway } from './gateway-http';
import { createWebSocketGateway } from './gateway-websocket';
import type { Invoke } from './handler-invoker';
import { createJwtAuthorizer } from './jwt-authorizer';
import { localCredentials, localRegion } from './local-aws';
import type { Log } from './log';
import type { MailOutbox } from './mail-outbox';
import { createMediaRoute, mediaPath } from './media';
import { createOutboxPages, outboxPath } from './outbox-pages';
import type { PaymentSimulator } from './payment-simulator';
import { dnsPath, type LocalDns } from './local-dns';
import { garminPath } from './garmin-stand-in-pages';
import { paymentsPath } from './payment-simulator-page';
import { createPaymentSimulatorRoutes } from './payment-simulator-routes';
import { exactly, under, type RequestHandler, type Site } from './public-server';
import { sqsPath } from './sqs-api';
import { pushServicePath } from './push-service';
import type { RouteTable } from './route-table';
import { createSesApi, sesPath } from './ses-api';
import { createStaticSite } from './static-site';
import { sendJson, splitUrl } from './http-io';
import { servedHost } from './served-hosts';
import { isWidgetPath } from '@shared/results/feed-api';
import { documentUrl } from '../document-routes';
import { securityHeaders } from '../security-headers';

export interface SiteOptions {
  host: string;
  routes: RouteTable;
  invoke: Invoke;
  outbox: MailOutbox;
  payments: PaymentSimulator;
  /** The DNS stand-in of organizer domains, and CloudFront's tenants (local-dns.ts). */
  dns: LocalDns;
  /** The install's VAPID public key and the push service stand-in (push-service.ts). */
  push: { publicKey: string; service: RequestHandler };
  /** The Garmin stand-in (garmin-stand-in.ts). */
  garmin: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  cognito: { endpoint: string; issuerDomain: string; issuer: string; keys: JSONWebKeySet; userPoolId: string; userPoolClientId: string };
  s3Endpoint: string;
  mediaBucket: string;
  webDist: string;
  tracking: RuntimeConfig['tracking'];
  /** Added to every API request, as CloudFront adds it (the handlers' ORIGIN_VERIFY_SECRET). */
  originSecret: string;
  /** Multiplies the sign-in limit of /cognito, as it does the handlers' limits. */
  rateLimitFactor: number;
  /** Local-only counters, served at /local/metrics. */
  metrics: () => unknown;
  /** The local SQS endpoint the handlers send their queue messages to. */
  sqs: RequestHandler;
  log: Log;
  /** Where the outbox announces each mail it receives. */
  mailLog: Log;
}

export function createSite(options: SiteOptions): Site & { close(): void } {
  const { routes, invoke, log, cognito } = options;
  const s3 = new S3Client({
    region: localRegion,
    endpoint: options.s3Endpoint,
    credentials: localCredentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const authorize = createJwtAuthorizer({
    keys: cognito.keys,
    issuer: cognito.issuer,
    audience: cognito.userPoolClientId,
  });
  /** The host a request names when the platform serves it; a request without Host is to the cloud's own. */
  const hostServed = (req: IncomingMessage) => (req.headers.host === undefined ? options.host : servedHost(req.headers.host, options.dns.serves));
  /** For the answers the public port gives only to a served host: never the request's Host otherwise. */
  const servedOrOwn = (req: IncomingMessage) => hostServed(req) ?? options.host;
  const connections: ConnectionRegistry = new Map();
  const webSockets = createWebSocketGateway({ routes: routes.webSocketRoutes, invoke, connections, log });
  const outboxPages = createOutboxPages(options.outbox);
  const payments = createPaymentSimulatorRoutes(options.payments);
  const gateway = createHttpGateway({ routes: routes.httpRoutes, invoke, authorize, originSecret: options.originSecret, log });
  // A page goes to the documents route as CloudFront's edge function sends it (infra/document-routes.ts).
  const documents: RequestHandler = (req, res) => {
    req.url = documentUrl(servedOrOwn(req), splitUrl(req).path);
    return gateway(req, res);
  };
  return {
    mounts: [
      { matches: under('/api'), handle: gateway },
      { matches: under(cognitoPath), handle: createCognitoProxy({ ...cognito, rateLimitFactor: options.rateLimitFactor }) },
      { matches: under(connectionsPath), handle: createConnectionsApi(connections) },
      { matches: under(sesPath), handle: createSesApi(options.outbox, options.mailLog) },
      { matches: under(sqsPath), handle: options.sqs },
      { matches: exactly(outboxPath), handle: outboxPages },
      { matches: exactly(`${outboxPath}.json`), handle: outboxPages },
      { matches: under(paymentsPath), handle: payments },
      { matches: exactly(`${paymentsPath}.json`), handle: payments },
      { matches: under(dnsPath), handle: options.dns.handle },
      { matches: under(garminPath), handle: options.garmin },
      { matches: under(pushServicePath), handle: options.push.service },
      { matches: exactly(`${pushServicePath}.json`), handle: options.push.service },
      { matches: exactly(`${garminPath}.json`), handle: options.garmin },
      { matches: exactly('/local/metrics'), handle: (_req, res) => sendJson(res, 200, options.metrics()) },
      {
        matches: exactly('/config.json'),
        handle: createConfigJson({
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.userPoolClientId,
          hostOf: servedOrOwn,
          tracking: options.tracking,
          pushPublicKey: options.push.publicKey,
        }),
      },
      { matches: under(mediaPath), handle: createMediaRoute(s3, options.mediaBucket) },
    ],
    fallback: createStaticSite(options.webDist, documents),
    servedHost: hostServed,
    securityHeaders: (host, path) => {
      const headers = securityHeaders({
        // Cognito answers at /cognito on the site itself.
        webSocketSource: `ws://${host}`,
        uploadsSource: options.s3Endpoint,
        payments: 'simulador',
      });
      // The results widget's page may be framed by any site: its own CSP says so, and CloudFront's
      // policy for it sends no X-Frame-Options (infra/site-behaviours.ts).
      if (!isWidgetPath(path)) return headers;
      const { 'x-frame-options': _denied, ...framable } = headers;
      return framable;
    },
    webSocketPath: '/ws',
    upgrade: webSockets.handleUpgrade,
    isEntry: (path) => under('/api')(path) || under(cognitoPath)(path),
    close() {
      webSockets.close();
      s3.destroy();
    },
  };
}
