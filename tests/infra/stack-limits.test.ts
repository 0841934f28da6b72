// CloudFormation refuses a stack of more than 500 resources. Each stack of the platform, nested ones
// included, stays within 60 % of that, so features can grow: every handler, with its role, policy,
// log group, routes, integrations and permissions, lives in its feature's nested stack
// (infra/feature-stacks.ts), and a feature that outgrows its stack gives a sub-folder a stack of its
// own (ownStacks in its slice, infra/routes/<feature>.ts).
import { NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthesizePlatform } from './platform-fixture';

const CLOUDFORMATION_MAX_RESOURCES = 500;
const STACK_BUDGET = 0.6 * CLOUDFORMATION_MAX_RESOURCES;

let platform: ReturnType<typeof synthesizePlatform>;
beforeAll(() => {
  platform = synthesizePlatform();
});

type Resources = Record<string, { Type: string; Properties?: { Description?: string } }>;
const resourcesOf = (stack: Stack) => Template.fromStack(stack).toJSON().Resources as Resources;

describe('stack size', () => {
  it(`keeps each stack within ${STACK_BUDGET} resources, 60 % of CloudFormation’s limit`, () => {
    const stacks = [platform.stateful, platform.application, ...platform.application.node.findAll().filter((c) => c instanceof NestedStack)];
    const counts = stacks.map((stack) => ({ stack: stack.node.path, resources: Object.keys(resourcesOf(stack)).length }));
    expect(counts.filter(({ resources }) => resources > STACK_BUDGET)).toEqual([]);
  });

  it('keeps handlers, routes, integrations and invoke permissions out of the application stack itself', () => {
    const perRoute = ['AWS::ApiGatewayV2::Route', 'AWS::ApiGatewayV2::Integration', 'AWS::Lambda::Permission', 'AWS::Events::Rule', 'AWS::Lambda::EventSourceMapping'];
    const own = Object.entries(resourcesOf(platform.application)).filter(
      ([, { Type, Properties }]) => perRoute.includes(Type) || Properties?.Description?.startsWith('lambdas/'),
    );
    expect(own.map(([logicalId]) => logicalId)).toEqual([]);
  });
});
