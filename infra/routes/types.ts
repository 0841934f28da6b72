// The vocabulary of the route table (infra/routes.ts and its slices in infra/routes/): what an HTTP
// route, WebSocket route, S3 trigger, schedule, queue consumer and Cognito trigger declare.

/** Who may call an HTTP route. `user` needs a valid Cognito ID token at the gateway; finer rules
 * (the `admin` group, per-event roles) are checked by the handler on every request. `timingKey` is
 * open at the gateway: the handler checks the event's API key in `x-api-key` before reading the body. */
export type AuthRule = 'public' | 'user' | 'timingKey';

/** What a handler needs from the platform; the CDK stack turns each into env vars and
 * least-privilege grants, the local cloud into env vars for its emulators. */
export type Capability =
  | 'table:read'
  | 'table:write'
  | 'uploads:presign'
  | 'uploads:read'
  | 'media:read'
  | 'media:write'
  | 'users:describe'
  | 'users:manage'
  | 'mail:send'
  | 'connections:post'
  | 'payments:charge'
  /** Signs and sends push notices (the VAPID keys: a secret in AWS, the install's own locally). */
  | 'push:send'
  /** Connects athletes' wearable accounts and reads the provider's notifications (Garmin; the local stand-in). */
  | 'wearables:connect'
  | 'queue:standings'
  | 'queue:fanout'
  | 'queue:reports'
  | 'queue:retoPositions'
  | 'reports:write'
  | 'reports:presign'
  /** Serves and stops serving organizer domains (CloudFront distribution tenants). */
  | 'domains:serve'
  /** Tells organizers where to point their domain's CNAME. */
  | 'domains:target';

/** What an image processor needs: the upload it reads, the media it writes, and its record in the table. */
export const processesUploads: Capability[] = ['uploads:read', 'media:write', 'table:write'];

/** The platform's work queues: standings refreshes and reto positions (FIFO, one message group per event or reto), live fan-out, and registrant reports and Dashboards. */
export type QueueName = 'standings' | 'fanout' | 'reports' | 'retoPositions';

export interface HandlerRef {
  /** Stable id, used for construct ids and function names (PascalCase). */
  id: string;
  /** Module path from the repository root; the module exports `handler`. */
  handler: string;
  needs: Capability[];
  /** The function's timeout on AWS (10 s unless given); the local cloud reports handlers that take more than half of it. */
  timeoutSeconds?: number;
  /** The function's memory on AWS (512 MB unless given); Lambda's CPU grows with it. */
  memorySize?: number;
  /**
   * Draws with sharp: bundled as infra/sharp-bundling.ts says, with these packages shipped beside the
   * bundle too (files the handler reads at run time, such as a font).
   */
  drawsWithSharp?: { shipsPackages: readonly string[] };
  /** Makes pages' documents from the built SPA's index.html, shipped beside the bundle (SPA_SHELL_FILE). */
  servesSpaShell?: true;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an HTTP route answers: a method and a path, or API Gateway's `$default` route (any method, any path). */
export type HttpRouteAddress =
  | {
      method: HttpMethod;
      /** API Gateway path syntax, always under /api, e.g. `/api/events/{eventId}`. */
      path: string;
    }
  | {
      /** Every request no other route matches, whatever its method and path. */
      method: 'ANY';
      path: '$default';
    };

export type HttpRoute = HandlerRef & HttpRouteAddress & { auth: AuthRule };

export interface WebSocketRoute extends HandlerRef {
  routeKey: '$connect' | '$disconnect' | '$default';
}

export interface BucketTrigger extends HandlerRef {
  bucket: 'uploads';
  prefix: string;
}

export interface Schedule extends HandlerRef {
  everyMinutes: number;
}

/** A function fed by one of the work queues, in batches; failed messages come back after a delay. */
export interface QueueConsumer extends HandlerRef {
  queue: QueueName;
  /** FIFO: messages of one group (an event) are handled one batch at a time, in order. */
  fifo: boolean;
  batchSize: number;
}

export interface UserPoolTrigger extends HandlerRef {
  trigger: 'customMessage';
}
