import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { bindCapabilities, type PlatformResources } from '@infra/capability-bindings';
import { statementsOf, synthesizePlatform, testSettings } from './platform-fixture';

/** One bare function bound to 'payments:charge' alone; the other resources are never read by that binder. */
function boundFunction(withSecret: boolean) {
  const stack = new Stack(new App(), 'Pagos', { env: { account: '111122223333', region: 'us-east-1' } });
  const fn = new LambdaFunction(stack, 'Charge', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('export const handler = () => {};'),
  });
  const resources = {
    ...(withSecret ? { paymentKeys: Secret.fromSecretNameV2(stack, 'Keys', 'carreras/conekta') } : {}),
  } as PlatformResources;
  bindCapabilities(fn, ['payments:charge'], resources);
  return { stack, fn };
}

describe("the 'payments:charge' capability", () => {
  it('tells the handler to use Conekta and which secret holds its keys', () => {
    const { stack } = boundFunction(true);
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { PAYMENT_PROVIDER: 'conekta', PAYMENT_SECRET_ID: 'carreras/conekta' } },
    });
  });

  it('grants reading that one secret and nothing else', () => {
    const { stack } = boundFunction(true);
    const template = Template.fromStack(stack);
    const [fnProps] = Object.values(template.findResources('AWS::Lambda::Function')).map((fn) => fn.Properties);
    const statements = statementsOf(template, fnProps!);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Action: 'secretsmanager:GetSecretValue', Effect: 'Allow' });
    // The secret's name with the six characters Secrets Manager appends to every secret's ARN.
    expect(JSON.stringify(statements[0]!.Resource)).toMatch(
      /"arn:",\{"Ref":"AWS::Partition"\},":secretsmanager:us-east-1:111122223333:secret:carreras\/conekta-\?{6}"/,
    );
  });

  it('refuses a function defined where the payment keys are not available', () => {
    expect(() => boundFunction(false)).toThrow(/needs payments:charge/);
  });

  it('leaves no wildcard finding on the grant', () => {
    const { stack } = boundFunction(true);
    const report = new AwsSolutionsChecks(stack).validateScope(stack);
    const wildcards = report.violations.filter((violation) => violation.ruleName.startsWith('AwsSolutions-IAM5'));
    expect(wildcards).toEqual([]);
  });

  it('binds the application stack to the existing secret named in the settings', () => {
    const platform = synthesizePlatform();
    const secret = platform.application.node.findChild('PaymentKeys') as ISecret;
    expect(secret.secretName).toBe(testSettings.conektaSecretName);
    // The only secret the stack creates is the edge's origin header; the payment keys are only referenced.
    const created = Object.keys(platform.applicationTemplate.findResources('AWS::SecretsManager::Secret'));
    expect(created).toEqual([expect.stringMatching(/^HttpOriginSecret/)]);
  });
});
