import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bucketTriggers,
  type Capability,
  httpRoutes,
  schedules,
  userPoolTriggers,
  webSocketRoutes,
} from '../../infra/routes';
import { actionsOf, functionFor, synthesizePlatform } from './platform-fixture';

/** What each capability must give a handler: the variable lambdas/core/env.ts reads, and one telling action. */
const expected: Record<Capability, { env: string; action: string }> = {
  'table:read': { env: 'TABLE_NAME', action: 'dynamodb:Query' },
  'table:write': { env: 'TABLE_NAME', action: 'dynamodb:PutItem' },
  'uploads:presign': { env: 'UPLOADS_BUCKET', action: 's3:PutObject' },
  'uploads:read': { env: 'UPLOADS_BUCKET', action: 's3:GetObject*' },
  'media:read': { env: 'MEDIA_BUCKET', action: 's3:GetObject*' },
  'media:write': { env: 'MEDIA_BUCKET', action: 's3:PutObject' },
  'users:read': { env: 'USER_POOL_ID', action: 'cognito-idp:DescribeUserPool' },
  'users:admin': { env: 'USER_POOL_ID', action: 'cognito-idp:Admin*' },
  'mail:send': { env: 'MAIL_FROM', action: 'ses:SendEmail' },
  'connections:post': { env: 'WS_CALLBACK_URL', action: 'execute-api:ManageConnections' },
};

let platform: ReturnType<typeof synthesizePlatform>;
beforeAll(() => {
  platform = synthesizePlatform();
});

const entries = [
  ...[...httpRoutes, ...webSocketRoutes, ...bucketTriggers, ...schedules].map((entry) => ({
    ...entry,
    stack: 'application' as const,
  })),
  ...userPoolTriggers.map((entry) => ({ ...entry, stack: 'stateful' as const })),
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
    const wantedEnv = new Set(needs.map((capability) => expected[capability].env));
    expect(env.filter((name) => name !== 'NODE_OPTIONS').sort()).toEqual([...wantedEnv].sort());

    const actions = actionsOf(template, properties);
    for (const capability of needs) expect(actions).toContain(expected[capability].action);
    const serviceOf = (action: string) => action.split(':')[0];
    const neededServices = new Set(['logs', ...needs.map((capability) => serviceOf(expected[capability].action))]);
    expect(actions.filter((action) => !neededServices.has(serviceOf(action)))).toEqual([]);
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
