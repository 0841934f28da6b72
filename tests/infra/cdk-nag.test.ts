import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthesizePlatform, testCertificateArn } from './platform-fixture';

/** Rule ids and the constructs they flag, so a failure names what to fix or acknowledge. */
function unacknowledgedFindings(
  platform: ReturnType<typeof synthesizePlatform>,
  stackName: 'stateful' | 'application',
) {
  // The app is synthesized first: IAM5 acknowledgements are added once cross-stack references resolve.
  const report = new AwsSolutionsChecks(platform.app).validateScope(platform[stackName]);
  return report.violations.map((violation) => ({
    rule: violation.ruleName,
    severity: violation.severity,
    at: violation.violatingResources.map((resource) => resource.constructPath),
  }));
}

describe.each([
  { variant: 'on the CloudFront domain', overrides: {} },
  { variant: 'on the main hosts with a certificate', overrides: { certificateArn: testCertificateArn } },
  { variant: 'serving organizer domains', overrides: { certificateArn: testCertificateArn, organizerDomains: true } },
])('cdk-nag AwsSolutions, $variant', ({ overrides }) => {
  const platform = synthesizePlatform(overrides);

  it.each(['stateful', 'application'] as const)('finds no unacknowledged error or warning in the %s stack', (stack) => {
    expect(unacknowledgedFindings(platform, stack)).toEqual([]);
  });
});
