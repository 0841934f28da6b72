import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantWildcards } from '@infra/iam-wildcards';
import {
  bucketTriggers,
  type Capability,
  httpRoutes,
  queueConsumers,
  schedules,
  userPoolTriggers,
  webSocketRoutes,
} from '@infra/routes';
import { actionsOf, functionFor, statementsOf, synthesizePlatform } from './platform-fixture';

/** What each capability must give a handler: the variables lambdas/core/env.ts reads, and one telling action
 * (the domains:* capabilities give nothing without organizerDomains: organizer-domains.test.ts). */
const expected: Record<Capability, { env: string[]; action?: string }> = {
  'table:read': { env: ['TABLE_NAME'], action: 'dynamodb:Query' },
  'table:write': { env: ['TABLE_NAME'], action: 'dynamodb:PutItem' },
  'uploads:presign': { env: ['UPLOADS_BUCKET'], action: 's3:PutObject' },
  'uploads:read': { env: ['UPLOADS_BUCKET'], action: 's3:GetObject*' },
  'media:read': { env: ['MEDIA_BUCKET'], action: 's3:GetObject*' },
  'media:write': { env: ['MEDIA_BUCKET'], action: 's3:PutObject' },
  'users:describe': { env: ['USER_POOL_ID'], action: 'cognito-idp:DescribeUserPool' },
  'users:manage': { env: ['USER_POOL_ID'], action: 'cognito-idp:AdminCreateUser' },
  'mail:send': { env: ['MAIL_FROM'], action: 'ses:SendEmail' },
  'connections:post': { env: ['WS_CALLBACK_URL'], action: 'execute-api:ManageConnections' },
  'payments:charge': { env: ['PAYMENT_PROVIDER', 'PAYMENT_SECRET_ID'], action: 'secretsmanager:GetSecretValue' },
  'wearables:connect': { env: ['WEARABLE_PROVIDER', 'GARMIN_SECRET_ID'], action: 'secretsmanager:GetSecretValue' },
  'push:send': { env: ['VAPID_SECRET_ID', 'VAPID_SUBJECT'], action: 'secretsmanager:GetSecretValue' },
  'queue:standings': { env: ['STANDINGS_QUEUE_URL'], action: 'sqs:SendMessage' },
  'queue:fanout': { env: ['FANOUT_QUEUE_URL'], action: 'sqs:SendMessage' },
  'queue:reports': { env: ['REPORTS_QUEUE_URL'], action: 'sqs:SendMessage' },
  'queue:retoPositions': { env: ['RETO_POSITIONS_QUEUE_URL'], action: 'sqs:SendMessage' },
  'reports:write': { env: ['REPORTS_BUCKET'], action: 's3:PutObject' },
  'reports:presign': { env: ['REPORTS_BUCKET'], action: 's3:GetObject*' },
  'domains:serve': { env: [] },
  'domains:target': { env: [] },
};

/** The whole Cognito grant of each capability: the calls the handlers make, named one by one. */
const cognitoActions: Partial<Record<Capability, string[]>> = {
  'users:describe': ['cognito-idp:DescribeUserPool'],
  'users:manage': [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminUpdateUserAttributes',
    'cognito-idp:AdminGetUser',
  ],
};

let platform: ReturnType<typeof synthesizePlatform>;
beforeAll(() => {
  platform = synthesizePlatform();
});

/** What every HTTP route's handler gets besides its needs: the edge's secret and the hosts links may use. */
const edgeEnv = ['ORIGIN_VERIFY_SECRET', 'MAIN_HOSTS'];

const entries = [
  ...httpRoutes.map((entry) => ({ ...entry, stack: 'application' as const, edge: true })),
  ...[...webSocketRoutes, ...bucketTriggers, ...schedules, ...queueConsumers].map((entry) => ({
    ...entry,
    stack: 'application' as const,
    edge: false,
  })),
  ...userPoolTriggers.map((entry) => ({ ...entry, stack: 'stateful' as const, edge: false })),
];

function templateOf(stack: 'application' | 'stateful'): Template {
  return stack === 'application' ? platform.applicationTemplate : platform.statefulTemplate;
}

describe('AppFunction', () => {
  it('creates exactly one Lambda per route-table entry', () => {
    const described = [platform.applicationTemplate, platform.statefulTemplate].flatMap((template) =>
      Object.values(template.findResources('AWS::Lambda::Function'))
        .map((fn) => fn.Properties.Description as string | undefined)
        .filter((description) => description?.startsWith('lambdas/')),
    );
    expect(described.sort()).toEqual(entries.map((entry) => entry.handler).sort());
  });

  it.each(entries)('runs $handler on arm64 Node 22 with its own log group', ({ handler, stack }) => {
    const { properties } = functionFor(templateOf(stack), handler);
    expect(properties).toMatchObject({
      Architectures: ['arm64'],
      Runtime: 'nodejs22.x',
      Handler: 'index.handler',
      LoggingConfig: { LogGroup: expect.anything() },
    });
  });

  it.each(entries)('gives $handler exactly the env vars of its needs, and grants on no other service', (entry) => {
    const { handler, needs, stack } = entry;
    const template = templateOf(stack);
    const { properties } = functionFor(template, handler);
    const env = Object.keys((properties.Environment as { Variables: Record<string, unknown> }).Variables);
    const wantedEnv = new Set([
      ...needs.flatMap((capability) => expected[capability].env),
      ...(entry.edge ? edgeEnv : []),
      // The documents function reads the SPA's shell it ships (infra/spa-shell-bundling.ts) and builds each page's CSP.
      ...('servesSpaShell' in entry && entry.servesSpaShell ? ['SPA_SHELL_FILE', 'PAGE_CSP_SOURCES'] : []),
    ]);
    expect(env.filter((name) => name !== 'NODE_OPTIONS').sort()).toEqual([...wantedEnv].sort());

    const actions = actionsOf(template, properties);
    const telling = needs.flatMap((capability) => expected[capability].action ?? []);
    for (const action of telling) expect(actions).toContain(action);
    const serviceOf = (action: string) => action.split(':')[0];
    // A queue consumer also receives and deletes the messages of its own queue.
    const consumed = 'queue' in entry ? ['sqs'] : [];
    const neededServices = new Set(['logs', ...consumed, ...telling.map(serviceOf)]);
    expect(actions.filter((action) => !neededServices.has(serviceOf(action)))).toEqual([]);
  });

  it.each(httpRoutes.filter((route) => route.memorySize))('gives $handler the memory its route asks for', ({ handler, memorySize }) => {
    expect(functionFor(platform.applicationTemplate, handler).properties.MemorySize).toBe(memorySize);
  });

  it('uses no AWS-managed policy on handler roles', () => {
    for (const entry of entries) {
      const template = templateOf(entry.stack);
      const { properties } = functionFor(template, entry.handler);
      const roleId = (properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
      expect(template.toJSON().Resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('users capabilities', () => {
  const userPoolArn = {
    'Fn::ImportValue': expect.stringMatching(/^CarrerasStateful:ExportsOutputFnGetAttAuthUserPool\w*Arn/),
  };

  it.each(entries)('gives $handler exactly the Cognito actions of its needs, on the one user pool', (entry) => {
    const template = templateOf(entry.stack);
    const { properties } = functionFor(template, entry.handler);
    const wanted = [...new Set(entry.needs.flatMap((capability) => cognitoActions[capability] ?? []))];
    const statements = statementsOf(template, properties).filter((statement) =>
      [statement.Action].flat().some((action) => action.startsWith('cognito-idp:')),
    );
    expect(statements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual(wanted.sort());
    for (const statement of statements) expect(statement.Resource).toEqual(userPoolArn);
  });

  it('leaves no cognito-idp wildcard anywhere in either stack', () => {
    for (const template of [platform.statefulTemplate, platform.applicationTemplate]) {
      const wildcards = JSON.stringify(template.toJSON()).match(/cognito-idp:\w*\*/g) ?? [];
      expect(wildcards).toEqual([]);
    }
  });

  it('has no IAM5 allowance that would pass a cognito-idp:Admin* finding', () => {
    const passing = grantWildcards.filter(({ finding }) => finding.test('Action::cognito-idp:Admin*'));
    expect(passing).toEqual([]);
  });
});
