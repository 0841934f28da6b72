// Lambdas that aws-cdk-lib adds on its own (bucket notifications, bucket deployment) have fixed roles and runtimes.
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function acknowledgeCdkProvidedFunction(scope: IConstruct): void {
  Validations.of(scope).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'The role aws-cdk-lib creates for its own helper Lambda; this managed policy allows only ' +
        'logs:CreateLogGroup, logs:CreateLogStream and logs:PutLogEvents.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'aws-cdk-lib chooses the runtime of its helper Lambdas (no property sets it) and updates it in releases.',
    },
  );
}
