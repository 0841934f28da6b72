// The work queues of the route table and the functions that consume them: SQS queues (FIFO where
// the consumer needs one batch per event at a time), each with a dead-letter queue, shared by the
// features that send to them; each consumer, in its feature's nested stack, with an SQS event source
// that reports failed messages one by one.
import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import type { PlatformResources } from './capability-bindings';
import { type QueueConsumer, type QueueName, queueConsumers } from './routes';

/** Receives before a message goes to the dead letters: a failed refresh is tried again for hours (FIFO keeps the event's later batches behind it). */
const MAX_RECEIVES = 100;
const DEFAULT_TIMEOUT_SECONDS = 10;

export class WorkQueues extends Construct {
  readonly queues: Record<QueueName, IQueue>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const entries = queueConsumers.map((consumer) => [consumer.queue, this.queueFor(consumer)] as const);
    this.queues = Object.fromEntries(entries) as unknown as Record<QueueName, IQueue>;
  }

  private queueFor(consumer: QueueConsumer): Queue {
    const fifo = consumer.fifo ? { fifo: true } : {};
    const common = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, ...fifo };
    const deadLetters = new Queue(this, `${consumer.id}DeadLetters`, { ...common, retentionPeriod: Duration.days(14) });
    return new Queue(this, `${consumer.id}Queue`, {
      ...common,
      // AWS's advice for Lambda consumers: six times the function's timeout.
      visibilityTimeout: Duration.seconds(6 * (consumer.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS)),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: MAX_RECEIVES },
    });
  }

  /**
   * A consumer of the table and its function in `scope` (its feature's stack): the function reads its
   * queue, which stays here, through an event source of its own stack.
   */
  addConsumer(scope: Construct, consumer: QueueConsumer, resources: PlatformResources): void {
    const handler = new AppFunction(scope, consumer.id, { ...consumer, resources, memorySize: 1024 });
    handler.fn.addEventSource(
      new SqsEventSource(this.queues[consumer.queue], { batchSize: consumer.batchSize, reportBatchItemFailures: true }),
    );
  }
}
