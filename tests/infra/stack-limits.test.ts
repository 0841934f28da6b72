// CloudFormation refuses a stack of more than 500 resources: each of the platform's stacks, nested
// ones included, must stay below it (each HTTP route is a function with its role, policy, log group
// and permission in its feature's nested stack, and an integration and a route in the application stack).
import { describe, expect, it } from 'vitest';
import { synthesizePlatform } from './platform-fixture';

const CLOUDFORMATION_MAX_RESOURCES = 500;

describe('stack size', () => {
  it('keeps each stack under CloudFormation’s resource limit', () => {
    const { stackTemplates } = synthesizePlatform();
    for (const template of stackTemplates) {
      expect(Object.keys(template.toJSON().Resources as object).length).toBeLessThan(CLOUDFORMATION_MAX_RESOURCES);
    }
  });
});
