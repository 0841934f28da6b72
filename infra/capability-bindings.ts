// Turns each capability a route declares into the env var its handler reads and the narrowest grant.
import { Stack } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { acknowledgeIamWildcards, tenantWildcards } from './iam-wildcards';
import type { OrganizerDomainsRef } from './organizer-domains';
import type { Capability, QueueName } from './routes';

export interface PlatformResources {
  table: ITable;
  uploads: IBucket;
  media: IBucket;
  /** Registrant reports (private, short-lived). */
  reports: IBucket;
  /** Verified SES identity the platform sends mail from. */
  mailFrom: string;
  /** Absent for user pool triggers: a pool cannot depend on grants that name the pool itself. */
  userPool?: IUserPool;
  /** Absent until the WebSocket API exists. */
  connections?: WebSocketStage;
  /** The Conekta keys (an existing secret); absent in the stateful stack. */
  paymentKeys?: ISecret;
  /** Garmin's partner keys (an existing secret); absent in the stateful stack. */
  garminKeys?: ISecret;
  /** The VAPID keys push notices are signed with (an existing secret); absent in the stateful stack. */
  vapidKeys?: ISecret;
  /** Absent until the work queues exist. */
  queues?: Record<QueueName, IQueue>;
  /** Absent unless the deployment serves organizers' own domains (-c organizerDomains=true). */
  organizerDomains?: OrganizerDomainsRef;
}

/** Each account-management call allowed, by name (no `Admin*` wildcard); granted on the one user pool. */
const userManageActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminGetUser',
];

type Binder = (fn: LambdaFunction, resources: PlatformResources) => void;

/** Each call tenant-provisioner.ts makes on a tenant, by name; the tenants' ids only exist at run time. */
const tenantActions = [
  'cloudfront:GetDistributionTenantByDomain',
  'cloudfront:UpdateDistributionTenant',
  'cloudfront:DeleteDistributionTenant',
];

/** Creates, re-enables and removes organizer domains' distribution tenants. */
function grantTenants(fn: LambdaFunction, domains: OrganizerDomainsRef): void {
  fn.addEnvironment('TENANT_DISTRIBUTION_ID', domains.distributionId);
  fn.addEnvironment('TENANT_CONNECTION_GROUP_ID', domains.connectionGroupId);
  // CreateDistributionTenant supports no resource-level permission (Service Authorization Reference).
  fn.addToRolePolicy(new PolicyStatement({ actions: ['cloudfront:CreateDistributionTenant'], resources: ['*'] }));
  const tenants = Stack.of(fn).formatArn({ service: 'cloudfront', region: '', resource: 'distribution-tenant', resourceName: '*' });
  fn.addToRolePolicy(new PolicyStatement({ actions: tenantActions, resources: [tenants] }));
  // The tenant's CloudFront-managed certificate is requested in this account with the caller's rights
  // (AWS::CloudFront::DistributionTenant's handler needs the same); HTTP validation is the only kind.
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['acm:RequestCertificate'],
      resources: ['*'],
      conditions: { StringEquals: { 'acm:ValidationMethod': 'HTTP' } },
    }),
  );
  acknowledgeIamWildcards(required(fn.role, 'domains:serve', fn), tenantWildcards);
}

function queueSender(queue: QueueName, variable: string): Binder {
  return (fn, resources) => {
    const target = required(resources.queues?.[queue], `queue:${queue}`, fn);
    fn.addEnvironment(variable, target.queueUrl);
    target.grantSendMessages(fn);
  };
}

function required<T>(value: T | undefined, capability: Capability, fn: LambdaFunction): T {
  if (value === undefined) {
    throw new Error(`${fn.node.path} needs ${capability}, which is not available where it is defined.`);
  }
  return value;
}

function sesIdentityArns(fn: LambdaFunction, mailFrom: string): string[] {
  const stack = Stack.of(fn);
  const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
  // SES authorizes against the address identity if it is verified, otherwise against its domain.
  return [mailFrom, domain].map((identity) =>
    stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
  );
}

/**
 * Reading the value is all an adapter does with its secret: no DescribeSecret, no other secret. A
 * secret known by name matches its ARN through the six random characters Secrets Manager appends.
 */
function grantSecretValue(fn: LambdaFunction, secret: ISecret): void {
  const arn = secret.secretFullArn ?? `${secret.secretArn}-??????`;
  fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [arn] }));
}

/** A `Record` over the union, so a capability added to the route table cannot go unbound. */
const binders: Record<Capability, Binder> = {
  'table:read': (fn, { table }) => {
    fn.addEnvironment('TABLE_NAME', table.tableName);
    table.grantReadData(fn);
  },
  'table:write': (fn, { table }) => {
    fn.addEnvironment('TABLE_NAME', table.tableName);
    table.grantReadWriteData(fn);
  },
  'uploads:presign': (fn, { uploads }) => {
    fn.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
    uploads.grantPut(fn);
  },
  'uploads:read': (fn, { uploads }) => {
    fn.addEnvironment('UPLOADS_BUCKET', uploads.bucketName);
    uploads.grantRead(fn);
  },
  'media:read': (fn, { media }) => {
    fn.addEnvironment('MEDIA_BUCKET', media.bucketName);
    media.grantRead(fn);
  },
  'media:write': (fn, { media }) => {
    fn.addEnvironment('MEDIA_BUCKET', media.bucketName);
    media.grantPut(fn);
  },
  'users:describe': (fn, resources) => {
    const userPool = required(resources.userPool, 'users:describe', fn);
    fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    userPool.grant(fn, 'cognito-idp:DescribeUserPool');
  },
  'users:manage': (fn, resources) => {
    const userPool = required(resources.userPool, 'users:manage', fn);
    fn.addEnvironment('USER_POOL_ID', userPool.userPoolId);
    userPool.grant(fn, ...userManageActions);
  },
  'mail:send': (fn, { mailFrom }) => {
    fn.addEnvironment('MAIL_FROM', mailFrom);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['ses:SendEmail'], resources: sesIdentityArns(fn, mailFrom) }),
    );
  },
  'connections:post': (fn, resources) => {
    const stage = required(resources.connections, 'connections:post', fn);
    fn.addEnvironment('WS_CALLBACK_URL', stage.callbackUrl);
    stage.grantManagementApiAccess(fn);
  },
  'payments:charge': (fn, resources) => {
    const secret = required(resources.paymentKeys, 'payments:charge', fn);
    fn.addEnvironment('PAYMENT_PROVIDER', 'conekta');
    fn.addEnvironment('PAYMENT_SECRET_ID', secret.secretName);
    grantSecretValue(fn, secret);
  },
  'wearables:connect': (fn, resources) => {
    const secret = required(resources.garminKeys, 'wearables:connect', fn);
    fn.addEnvironment('WEARABLE_PROVIDER', 'garmin');
    fn.addEnvironment('GARMIN_SECRET_ID', secret.secretName);
    grantSecretValue(fn, secret);
  },
  'push:send': (fn, resources) => {
    const secret = required(resources.vapidKeys, 'push:send', fn);
    fn.addEnvironment('VAPID_SECRET_ID', secret.secretName);
    fn.addEnvironment('VAPID_SUBJECT', `mailto:${resources.mailFrom}`);
    grantSecretValue(fn, secret);
  },
  'queue:standings': queueSender('standings', 'STANDINGS_QUEUE_URL'),
  'queue:fanout': queueSender('fanout', 'FANOUT_QUEUE_URL'),
  'queue:reports': queueSender('reports', 'REPORTS_QUEUE_URL'),
  'queue:retoPositions': queueSender('retoPositions', 'RETO_POSITIONS_QUEUE_URL'),
  'reports:write': (fn, { reports }) => {
    fn.addEnvironment('REPORTS_BUCKET', reports.bucketName);
    // Put covers the multipart calls, abort included.
    reports.grantPut(fn);
  },
  'reports:presign': (fn, { reports }) => {
    fn.addEnvironment('REPORTS_BUCKET', reports.bucketName);
    // A presigned GET carries the signer's rights: reading the reports, nothing else.
    reports.grantRead(fn);
  },
  // Without organizerDomains nothing serves own domains: no grant, and the handler says so.
  'domains:serve': (fn, { organizerDomains }) => {
    if (organizerDomains) grantTenants(fn, organizerDomains);
  },
  'domains:target': (fn, { organizerDomains }) => {
    if (organizerDomains) fn.addEnvironment('ORGANIZER_DOMAIN_TARGET', organizerDomains.domainTarget);
  },
};

export function bindCapabilities(
  fn: LambdaFunction,
  needs: readonly Capability[],
  resources: PlatformResources,
): void {
  for (const capability of needs) binders[capability](fn, resources);
}
