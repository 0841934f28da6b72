// The deployment's settings, read once from CDK context (cdk.json or `cdk synth -c key=value`).
import type { Node } from 'constructs';
import { z } from 'zod';

/** `-c mainHosts=a.mx,b.mx` arrives as a string; cdk.json gives an array. */
const hostList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((host) => host.trim()) : value),
  z.array(z.string().min(1)).default([]),
);

const flag = z.preprocess((value) => value === true || value === 'true', z.boolean());

const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const settingsSchema = z.object({
  mainHosts: hostList,
  /** ACM certificate in us-east-1 covering every main host; empty serves the CloudFront domain only. */
  certificateArn: optionalText,
  /** Organizer webs on `*.{first main host}` too: the certificate must cover that wildcard. */
  organizerSubdomains: flag,
  /** Organizers' own domains served by CloudFront: a tenant-only distribution, a tenant per verified domain. */
  organizerDomains: flag,
  /** A verified SES identity (the address itself or its domain) in the deployment region. */
  mailFrom: z.email(),
  pixelId: optionalText,
  analyticsId: optionalText,
  /** Conekta's public keys (production and test), for Conekta.js in the browser; they are public. */
  conektaPublicKey: optionalText,
  conektaTestPublicKey: optionalText,
  /** The Secrets Manager secret, created beforehand in the deployment region, with the private keys:
   * {"privateKey","testPrivateKey","webhookPublicKey","testWebhookPublicKey"}. */
  conektaSecretName: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).default('carreras/conekta')),
  /** The Secrets Manager secret, created beforehand in the deployment region, with Garmin's partner
   * keys (Garmin Connect Developer Program): {"clientId","clientSecret"}. */
  garminSecretName: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).default('carreras/garmin')),
  /** The Secrets Manager secret, created beforehand in the deployment region, with the VAPID keys push
   * notices are signed with: {"publicKey","privateKey"} (base64url, as `npx web-push generate-vapid-keys` prints them). */
  vapidSecretName: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).default('carreras/vapid')),
  /** The same public key, for the browser's subscription (/config.json); empty turns push notices off in the SPA. */
  vapidPublicKey: optionalText,
  /** Where the race-day alarms are e-mailed (infra/monitoring.ts); empty subscribes no one. */
  alarmEmail: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  cdkNag: flag,
});

export type AppSettings = z.infer<typeof settingsSchema>;

export function readAppSettings(node: Node): AppSettings {
  const context = (key: string): unknown => node.tryGetContext(key);
  const parsed = settingsSchema.safeParse({
    mainHosts: context('mainHosts'),
    certificateArn: context('certificateArn'),
    organizerSubdomains: context('organizerSubdomains'),
    organizerDomains: context('organizerDomains'),
    mailFrom: context('mailFrom'),
    pixelId: context('pixelId'),
    analyticsId: context('analyticsId'),
    conektaPublicKey: context('conektaPublicKey'),
    conektaTestPublicKey: context('conektaTestPublicKey'),
    conektaSecretName: context('conektaSecretName'),
    garminSecretName: context('garminSecretName'),
    vapidSecretName: context('vapidSecretName'),
    vapidPublicKey: context('vapidPublicKey'),
    alarmEmail: context('alarmEmail'),
    cdkNag: context('cdk-nag'),
  });
  if (!parsed.success) {
    throw new Error(`Invalid CDK context: ${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.certificateArn && parsed.data.mainHosts.length === 0) {
    throw new Error('certificateArn is set but mainHosts is empty: list the host names the certificate covers.');
  }
  if (parsed.data.organizerSubdomains && !parsed.data.certificateArn) {
    throw new Error('organizerSubdomains needs certificateArn: a certificate that covers *.{first main host}.');
  }
  return parsed.data;
}
