// Log groups of the platform's functions and APIs: one retention, and they go with their stack.
import { RemovalPolicy } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export function platformLogGroup(scope: Construct, id: string): LogGroup {
  return new LogGroup(scope, id, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
}
