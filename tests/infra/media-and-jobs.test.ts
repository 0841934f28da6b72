import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketTriggers, schedules } from '@infra/routes';
import { functionFor, synthesizePlatform } from './platform-fixture';

let platform: ReturnType<typeof synthesizePlatform>;
beforeAll(() => {
  platform = synthesizePlatform();
});

/** How the bucket's notifications, in the application stack, name a function of a feature stack: that stack's output of its ARN. */
function arnOutputOf(logicalId: string) {
  const { Outputs } = platform.applicationTemplate.toJSON() as { Outputs: Record<string, { Value: unknown }> };
  const arn = JSON.stringify({ 'Fn::GetAtt': [logicalId, 'Arn'] });
  const [output] = Object.entries(Outputs).find(([, { Value }]) => JSON.stringify(Value) === arn) ?? [];
  expect(output).toBeDefined();
  return { 'Fn::GetAtt': [Match.anyValue(), `Outputs.${output}`] };
}

describe('MediaProcessing', () => {
  it.each(bucketTriggers)('runs $handler when an object is created under $bucket/$prefix', (trigger) => {
    const { logicalId, properties } = functionFor(platform.applicationTemplate, trigger.handler);
    expect(properties).toMatchObject({ MemorySize: 1536, Timeout: 30 });
    platform.applicationTemplate.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { 'Fn::ImportValue': Match.stringLikeRegexp('UploadsBucket') },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: Match.arrayWith([
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: trigger.prefix }] } },
            LambdaFunctionArn: arnOutputOf(logicalId),
          },
        ]),
      },
    });
    platform.applicationTemplate.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      Principal: 's3.amazonaws.com',
    });
  });
});

describe('Jobs', () => {
  it.each(schedules)('runs $handler every $everyMinutes minutes', (job) => {
    const { logicalId } = functionFor(platform.applicationTemplate, job.handler);
    const unit = job.everyMinutes === 1 ? 'minute' : 'minutes';
    platform.applicationTemplate.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${job.everyMinutes} ${unit})`,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalId, 'Arn'] } })],
    });
  });
});
