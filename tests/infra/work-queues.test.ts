import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueConsumers } from '@infra/routes';
import { functionFor, synthesizePlatform } from './platform-fixture';

let platform: ReturnType<typeof synthesizePlatform>;
beforeAll(() => {
  platform = synthesizePlatform();
});

describe('WorkQueues', () => {
  it.each(queueConsumers)('feeds $handler from its own $queue queue, with a dead-letter queue and failed messages reported one by one', (consumer) => {
    const { logicalId, properties } = functionFor(platform.applicationTemplate, consumer.handler);
    expect(properties).toMatchObject({ Timeout: consumer.timeoutSeconds });
    const queues = platform.applicationTemplate.findResources('AWS::SQS::Queue', {
      Properties: { VisibilityTimeout: 6 * (consumer.timeoutSeconds ?? 10), RedrivePolicy: Match.objectLike({ maxReceiveCount: 100 }) },
    });
    expect(Object.keys(queues).filter((id) => id.includes(`${consumer.id}Queue`))).toHaveLength(1);
    platform.applicationTemplate.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId },
      BatchSize: consumer.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('keeps one refresh at a time per event or reto: the standings and reto positions queues are FIFO, their dead letters too', () => {
    const fifo = platform.applicationTemplate.findResources('AWS::SQS::Queue', { Properties: { FifoQueue: true } });
    expect(Object.keys(fifo).sort()).toEqual([
      expect.stringContaining('RefreshRetoPositionsDeadLetters'),
      expect.stringContaining('RefreshRetoPositionsQueue'),
      expect.stringContaining('RefreshStandingsDeadLetters'),
      expect.stringContaining('RefreshStandingsQueue'),
    ]);
  });
});
