// The only reader of process.env for Lambda code: parsed once at load, then asked by name.
import { z } from 'zod';

/** Where the site's services answer the browser (shared/core/content-security-policy.ts); no webSocketSource: the page's own host. */
const cspSourcesSchema = z.object({
  cognitoSource: z.string().min(1).optional(),
  webSocketSource: z.string().min(1).optional(),
  uploadsSource: z.string().min(1),
  payments: z.enum(['conekta', 'simulador']),
});

const envSchema = z.object({
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(3).optional(),
  UPLOADS_BUCKET: z.string().min(3).optional(),
  MEDIA_BUCKET: z.string().min(3).optional(),
  /** reports:write and reports:presign: the private bucket of registrant reports. */
  REPORTS_BUCKET: z.string().min(3).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  MAIL_FROM: z.string().email().optional(),
  WS_CALLBACK_URL: z.string().url().optional(),
  /** payments:charge: Conekta in AWS, the local cloud's simulator locally. */
  PAYMENT_PROVIDER: z.enum(['conekta', 'simulador']).optional(),
  /** The Secrets Manager secret holding the Conekta keys (name or ARN). */
  PAYMENT_SECRET_ID: z.string().min(1).optional(),
  PAYMENT_SIMULATOR_URL: z.string().url().optional(),
  /** The local cloud's DNS stand-in for organizer domains (sites/domain-verifier.ts); absent on AWS. */
  LOCAL_DNS_URL: z.string().url().optional(),
  /** The local cloud's stand-in for CloudFront's organizer-domain tenants (sites/tenant-provisioner.ts); absent on AWS. */
  LOCAL_TENANTS_URL: z.string().url().optional(),
  /** domains:serve: the tenant-only distribution and the connection group organizer domains join. */
  TENANT_DISTRIBUTION_ID: z.string().min(1).optional(),
  TENANT_CONNECTION_GROUP_ID: z.string().min(1).optional(),
  /** domains:target: where organizers point their domain's CNAME (the connection group's routing endpoint). */
  ORGANIZER_DOMAIN_TARGET: z.string().min(1).optional(),
  /** Signs the simulator's webhook notifications (HMAC-SHA256). */
  PAYMENT_SIMULATOR_SECRET: z.string().min(16).optional(),
  /** wearables:connect: Garmin in AWS, the local cloud's Garmin stand-in locally. */
  WEARABLE_PROVIDER: z.enum(['garmin', 'simulador']).optional(),
  /** The Secrets Manager secret holding Garmin's partner keys (name or ARN). */
  GARMIN_SECRET_ID: z.string().min(1).optional(),
  WEARABLE_SIMULATOR_URL: z.string().url().optional(),
  /** Signs the Garmin stand-in's notifications (HMAC-SHA256). */
  WEARABLE_SIMULATOR_SECRET: z.string().min(16).optional(),
  /** push:send: the Secrets Manager secret holding the VAPID keys {"publicKey","privateKey"} (AWS). */
  VAPID_SECRET_ID: z.string().min(1).optional(),
  /** push:send: the VAPID keys themselves, as that JSON (the local cloud's, made once per install). */
  VAPID_KEYS: z.string().min(1).optional(),
  /** push:send: who push services may contact about the notices (a mailto: URL). */
  VAPID_SUBJECT: z.string().min(1).optional(),
  /** One more push service origin subscriptions may name (the local cloud's stand-in); absent on AWS. */
  PUSH_SERVICE_ORIGIN: z.string().url().optional(),
  /** queue:standings and queue:fanout: where refreshes and live fan-out messages are sent. */
  STANDINGS_QUEUE_URL: z.string().url().optional(),
  FANOUT_QUEUE_URL: z.string().url().optional(),
  /** queue:reports: registrant reports and Dashboard recomputations. */
  REPORTS_QUEUE_URL: z.string().url().optional(),
  /** queue:retoPositions: recomputes of a reto's positions. */
  RETO_POSITIONS_QUEUE_URL: z.string().url().optional(),
  /** The hosts the site serves (host[:port], comma-separated), the one links default to first. */
  MAIN_HOSTS: z.string().min(1).optional(),
  /** The built SPA's index.html, which every HTML document is made from (bundled beside the documents function). */
  SPA_SHELL_FILE: z.string().min(1).optional(),
  /** The documents function: what each page's CSP is built from, as JSON (lambdas/documents/page-policy.ts). */
  PAGE_CSP_SOURCES: z
    .string()
    .transform((json) => JSON.parse(json) as unknown)
    .pipe(cspSourcesSchema)
    .optional(),
  /** The platform's own Google Analytics id, whose tag every main-host page loads; absent when it has none. */
  PLATFORM_ANALYTICS_ID: z.string().min(1).optional(),
  /** The secret the edge (CloudFront, the local gateway) adds to every API request. */
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
  /** Multiplies every request limit (the local cloud's test runs raise them); 1 in AWS. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

type Env = z.infer<typeof envSchema>;

const parsed = envSchema.parse(process.env);

export const region = parsed.AWS_REGION;
export const s3ForcePathStyle = parsed.S3_FORCE_PATH_STYLE;
export const rateLimitFactor = parsed.RATE_LIMIT_FACTOR;
export const originVerifySecret = parsed.ORIGIN_VERIFY_SECRET;
export const localDnsUrl = parsed.LOCAL_DNS_URL;
export const localTenantsUrl = parsed.LOCAL_TENANTS_URL;
export const organizerDomainTarget = parsed.ORGANIZER_DOMAIN_TARGET;
export const pageCspSources = parsed.PAGE_CSP_SOURCES;
export const platformAnalyticsId = parsed.PLATFORM_ANALYTICS_ID;
export const pushServiceOrigin = parsed.PUSH_SERVICE_ORIGIN;
export const vapidKeysJson = parsed.VAPID_KEYS;
/** Where verified organizer domains become CloudFront tenants; undefined where the deployment serves none. */
export const tenantDistribution =
  parsed.TENANT_DISTRIBUTION_ID && parsed.TENANT_CONNECTION_GROUP_ID
    ? { distributionId: parsed.TENANT_DISTRIBUTION_ID, connectionGroupId: parsed.TENANT_CONNECTION_GROUP_ID }
    : undefined;

/** A variable the calling module cannot work without; call it at module load to fail on cold start. */
export function need<K extends keyof Env>(name: K): NonNullable<Env[K]> {
  const value = parsed[name];
  if (value === undefined || value === null) {
    throw new Error(`Missing environment variable ${name}`);
  }
  return value as NonNullable<Env[K]>;
}
