// CloudFormation refuses a stack of more than 500 resources: the platform's stacks must stay below it
// (each HTTP route is a function with its role, log group, integration, route and permission).
import { describe, expect, it } from 'vitest';
import { synthesizePlatform } from './platform-fixture';

const CLOUDFORMATION_MAX_RESOURCES = 500;

describe('stack size', () => {
  it('keeps each stack under CloudFormation’s resource limit', () => {
    const { applicationTemplate, statefulTemplate } = synthesizePlatform();
    for (const template of [applicationTemplate, statefulTemplate]) {
      expect(Object.keys(template.toJSON().Resources as object).length).toBeLessThan(CLOUDFORMATION_MAX_RESOURCES);
    }
  });
});
