// Sends messages to the platform's work queues (SQS): a FIFO queue takes a group per message, and
// a batch call carries at most ten messages.
import { SendMessageBatchCommand, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { sqs } from './aws-clients';

const SQS_BATCH = 10;

export interface QueueMessage {
  body: unknown;
  /** FIFO queues: messages of one group are delivered one batch at a time, in order. */
  group?: string;
  /** FIFO queues: a second message with the same id within five minutes is dropped. */
  deduplicationId?: string;
  /** Standard queues: delivered no sooner than this (at most 900 s). */
  delaySeconds?: number;
}

function entryOf(message: QueueMessage, index: number): SendMessageBatchRequestEntry {
  return {
    Id: String(index),
    MessageBody: JSON.stringify(message.body),
    ...(message.group ? { MessageGroupId: message.group } : {}),
    ...(message.deduplicationId ? { MessageDeduplicationId: message.deduplicationId } : {}),
    ...(message.delaySeconds ? { DelaySeconds: message.delaySeconds } : {}),
  };
}

/** Sends every message, ten per call; a message SQS refuses fails the caller, which may resend them all. */
export async function sendMessages(queueUrl: string, messages: QueueMessage[]): Promise<void> {
  const calls = [];
  for (let first = 0; first < messages.length; first += SQS_BATCH) {
    const entries = messages.slice(first, first + SQS_BATCH).map((message, i) => entryOf(message, first + i));
    calls.push(
      sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries })).then(({ Failed }) => {
        if (Failed && Failed.length > 0) throw new Error(`SQS refused ${Failed.length} messages: ${Failed[0]?.Message ?? Failed[0]?.Code}`);
      }),
    );
  }
  await Promise.all(calls);
}
