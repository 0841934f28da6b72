// Builds the whole CDK app the way bin/app.ts does, without bundling, against a throwaway SPA build.
// A synthesis (cdk-nag included) takes seconds, so each distinct setting is synthesized once per
// worker: the infra project runs its files in one worker without isolation (vitest.config.ts), and
// every file asking for the same settings reads the same synthesized app, which no test changes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { AppSettings } from '@infra/app-settings';
import { addPlatformStacks } from '@infra/platform';

export const testSettings: AppSettings = {
  mainHosts: ['carreras.test', 'www.carreras.test'],
  mailFrom: 'no-responder@carreras.test',
  conektaPublicKey: 'key_publica_produccion',
  conektaTestPublicKey: 'key_publica_prueba',
  conektaSecretName: 'carreras-test/conekta',
  garminSecretName: 'carreras-test/garmin',
  vapidSecretName: 'carreras-test/vapid',
  vapidPublicKey: 'BPublicaVapidDePrueba',
  organizerSubdomains: false,
  organizerDomains: false,
  cdkNag: true,
};

export const testCertificateArn = 'arn:aws:acm:us-east-1:111122223333:certificate/0000-test';

export type SynthesizedPlatform = ReturnType<typeof synthesize>;

const synthesized = new Map<string, SynthesizedPlatform>();

/** The key of a setting: the overrides with their keys sorted, so `{a, b}` and `{b, a}` are one synthesis. */
function settingsKey(overrides: Partial<AppSettings>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(overrides).sort(([a], [b]) => a.localeCompare(b))));
}

/** The platform synthesized with `overrides` over testSettings, synthesized on the first call for those settings. */
export function synthesizePlatform(overrides: Partial<AppSettings> = {}): SynthesizedPlatform {
  const key = settingsKey(overrides);
  let platform = synthesized.get(key);
  if (!platform) {
    platform = synthesize(overrides);
    synthesized.set(key, platform);
  }
  return platform;
}

function synthesize(overrides: Partial<AppSettings>) {
  const spaDirectory = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(spaDirectory, 'index.html'), '<!doctype html><title>prueba</title>');
  try {
    // Bundling is skipped for every stack: the assertions are about wiring, not handler code.
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    const stacks = addPlatformStacks(app, { settings: { ...testSettings, ...overrides }, spaDirectory });
    app.synth();
    const nested = stacks.application.node.findAll().filter((construct): construct is NestedStack => construct instanceof NestedStack);
    const ownTemplates = [stacks.application, ...nested].map((stack) => Template.fromStack(stack));
    return {
      app,
      ...stacks,
      statefulTemplate: Template.fromStack(stacks.stateful),
      /** The application stack with its nested stacks' resources (the API's functions): what it deploys. */
      applicationTemplate: Template.fromJSON({
        Resources: Object.assign({}, ...ownTemplates.map((template) => template.toJSON().Resources as object)),
        Outputs: Object.assign({}, ...ownTemplates.map((template) => (template.toJSON().Outputs ?? {}) as object)),
      }),
      /** Each stack CloudFormation deploys on its own, nested ones included. */
      stackTemplates: [Template.fromStack(stacks.stateful), ...ownTemplates],
    };
  } finally {
    rmSync(spaDirectory, { recursive: true, force: true });
  }
}

type Resources = Record<string, { Properties: Record<string, unknown> }>;

/** The Lambda whose description is the handler module path (AppFunction sets it so). */
export function functionFor(template: Template, handler: string) {
  const matching = template.findResources('AWS::Lambda::Function', { Properties: { Description: handler } });
  const found = Object.entries(matching as Resources);
  if (found.length !== 1) throw new Error(`Expected one function for ${handler}, found ${found.length}`);
  const [logicalId, resource] = found[0]!;
  return { logicalId, properties: resource.Properties };
}

export interface PolicyStatementJson {
  Action: string | string[];
  Resource: unknown;
}

/** Every IAM statement granted to a function's role through inline policies. */
export function statementsOf(template: Template, functionProps: Record<string, unknown>): PolicyStatementJson[] {
  const roleId = ((functionProps.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'])[0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter((policy) =>
    (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
  );
  return policies.flatMap(
    (policy) => (policy.Properties.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement,
  );
}

/** Every IAM action granted to a function's role through inline policies. */
export function actionsOf(template: Template, functionProps: Record<string, unknown>): string[] {
  return statementsOf(template, functionProps).flatMap((statement) => statement.Action);
}
