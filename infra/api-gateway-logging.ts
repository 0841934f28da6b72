// API Gateway writes WebSocket (and REST) access logs with an account-wide role that a fresh account lacks.
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

const pushToLogs = 'service-role/AmazonAPIGatewayPushToCloudWatchLogs';

export class ApiGatewayLogging extends Construct {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName(pushToLogs)],
    });
    // The setting is account-wide: other APIs keep logging through this role if this stack goes away.
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${pushToLogs}]`,
      reason: 'The AWS-managed policy API Gateway documents for its account-level CloudWatch Logs role.',
    });
    new CfnAccount(this, 'Account', { cloudWatchRoleArn: role.roleArn }).node.addDependency(role);
  }
}
