// The environment the handlers get, here as in Lambda: names and endpoints, nothing that says
// "local". The SDK's own AWS_ENDPOINT_URL_<SERVICE> variables point every client at an emulator.
import { localCredentials, localRegion } from './local-aws';
import type { QueueName } from '../routes';
import { tenantsPath } from './local-dns';
import { sesPath } from './ses-api';
import { sqsPath } from './sqs-api';

export interface HandlerEnvironment {
  cloudUrl: string;
  tableName: string;
  uploadsBucket: string;
  mediaBucket: string;
  reportsBucket: string;
  userPoolId: string;
  mailFrom: string;
  dynamoDbEndpoint: string;
  s3Endpoint: string;
  cognitoEndpoint: string;
  /** The payment simulator's base URL and the secret its notifications are signed with. */
  paymentSimulatorUrl: string;
  paymentSimulatorSecret: string;
  /** The Garmin stand-in's base URL and the secret its notifications are signed with. */
  wearableStandInUrl: string;
  wearableStandInSecret: string;
  /** The install's VAPID keys and the push service stand-in's origin (push-service.ts). */
  vapidKeys: { publicKey: string; privateKey: string };
  pushServiceOrigin: string;
  /** The DNS stand-in organizer domains are verified against. */
  localDnsUrl: string;
  queueUrl: (name: QueueName) => string;
  /** The hosts links may use (host:port), the default one first. */
  mainHosts: string[];
  /** What the local gateway adds to every API request, as CloudFront does. */
  originSecret: string;
  rateLimitFactor: number;
  /** The built SPA's index.html, which the documents function makes every page's HTML from. */
  spaShellFile: string;
  /** The platform's own Google Analytics id (/config.json's), whose tag every main-host page loads. */
  analyticsId?: string;
}

export function applyHandlerEnvironment(environment: HandlerEnvironment): void {
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    TABLE_NAME: environment.tableName,
    UPLOADS_BUCKET: environment.uploadsBucket,
    MEDIA_BUCKET: environment.mediaBucket,
    REPORTS_BUCKET: environment.reportsBucket,
    USER_POOL_ID: environment.userPoolId,
    MAIL_FROM: environment.mailFrom,
    WS_CALLBACK_URL: environment.cloudUrl,
    S3_FORCE_PATH_STYLE: 'true',
    PAYMENT_PROVIDER: 'simulador',
    PAYMENT_SIMULATOR_URL: environment.paymentSimulatorUrl,
    PAYMENT_SIMULATOR_SECRET: environment.paymentSimulatorSecret,
    WEARABLE_PROVIDER: 'simulador',
    WEARABLE_SIMULATOR_URL: environment.wearableStandInUrl,
    WEARABLE_SIMULATOR_SECRET: environment.wearableStandInSecret,
    VAPID_KEYS: JSON.stringify(environment.vapidKeys),
    VAPID_SUBJECT: `mailto:${environment.mailFrom}`,
    PUSH_SERVICE_ORIGIN: environment.pushServiceOrigin,
    LOCAL_DNS_URL: environment.localDnsUrl,
    LOCAL_TENANTS_URL: `${environment.cloudUrl}${tenantsPath}`,
    MAIN_HOSTS: environment.mainHosts.join(','),
    ORIGIN_VERIFY_SECRET: environment.originSecret,
    RATE_LIMIT_FACTOR: String(environment.rateLimitFactor),
    SPA_SHELL_FILE: environment.spaShellFile,
    // Each page's CSP is built from local/site.ts's sources: Cognito at the site's own /cognito, the
    // WebSocket on the page's own host (no webSocketSource), uploads at the S3 stand-in.
    PAGE_CSP_SOURCES: JSON.stringify({ uploadsSource: environment.s3Endpoint, payments: 'simulador' }),
    ...(environment.analyticsId ? { PLATFORM_ANALYTICS_ID: environment.analyticsId } : {}),
    AWS_ENDPOINT_URL_DYNAMODB: environment.dynamoDbEndpoint,
    AWS_ENDPOINT_URL_S3: environment.s3Endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: environment.cognitoEndpoint,
    AWS_ENDPOINT_URL_SESV2: `${environment.cloudUrl}${sesPath}`,
    AWS_ENDPOINT_URL_SQS: `${environment.cloudUrl}${sqsPath}`,
    STANDINGS_QUEUE_URL: environment.queueUrl('standings'),
    FANOUT_QUEUE_URL: environment.queueUrl('fanout'),
    REPORTS_QUEUE_URL: environment.queueUrl('reports'),
    RETO_POSITIONS_QUEUE_URL: environment.queueUrl('retoPositions'),
    // Powertools (lambdas/core/observability.ts): no CloudWatch here to read metrics, and only
    // warnings and errors among the local cloud's own lines.
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'WARN',
  });
}
