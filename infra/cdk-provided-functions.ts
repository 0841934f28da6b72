// Lambdas that aws-cdk-lib adds on its own (bucket notifications, bucket deployment) have fixed roles and runtimes.
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export function acknowledgeCdkProvidedFunction(scope: IConstruct): void {
  Validations.of(scope).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'aws-cdk-lib gives its own helper Lambdas the AWS-managed basic execution role; it cannot be replaced.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'The runtime of a helper Lambda is chosen by aws-cdk-lib and moves with its releases.',
    },
  );
}
