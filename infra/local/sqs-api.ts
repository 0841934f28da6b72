// The SQS calls the handlers make (SendMessage, SendMessageBatch in the AWS JSON protocol), answered
// by the in-process work queues, so @aws-sdk/client-sqs works unchanged with
// AWS_ENDPOINT_URL_SQS=<local cloud>/local/sqs. A queue URL is <that endpoint>/<queue name>.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { QueueName } from '../routes';
import { readBody, sendJson } from './http-io';
import type { LocalQueues, NewQueueMessage } from './queue-poller';

export const sqsPath = '/local/sqs';

interface Entry {
  Id?: string;
  MessageBody?: string;
  MessageGroupId?: string;
  MessageDeduplicationId?: string;
  DelaySeconds?: number;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function fail(res: ServerResponse, type: string, message: string): void {
  sendJson(res, 400, { __type: `com.amazonaws.sqs#${type}`, message }, { 'x-amzn-query-error': `AWS.SimpleQueueService.${type};Sender` });
}

function toMessage(entry: Entry): NewQueueMessage {
  return {
    body: entry.MessageBody ?? '',
    ...(entry.MessageGroupId ? { group: entry.MessageGroupId } : {}),
    ...(entry.MessageDeduplicationId ? { deduplicationId: entry.MessageDeduplicationId } : {}),
    ...(entry.DelaySeconds ? { delaySeconds: entry.DelaySeconds } : {}),
  };
}

export function createSqsApi(queues: LocalQueues, known: readonly QueueName[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const operation = String(req.headers['x-amz-target'] ?? '').replace(/^AmazonSQS\./, '');
    let request: { QueueUrl?: string; Entries?: Entry[] } & Entry;
    try {
      request = JSON.parse((await readBody(req)).toString('utf8')) as typeof request;
    } catch {
      return fail(res, 'InvalidParameterValue', 'The request body is not JSON');
    }
    const name = request.QueueUrl?.split('/').pop() as QueueName | undefined;
    if (!name || !known.includes(name)) return fail(res, 'QueueDoesNotExist', `No queue at ${request.QueueUrl}`);
    if (operation === 'SendMessage') {
      const [id] = queues.send(name, [toMessage(request)]);
      return sendJson(res, 200, { MessageId: id, MD5OfMessageBody: md5(request.MessageBody ?? '') });
    }
    if (operation === 'SendMessageBatch') {
      const entries = request.Entries ?? [];
      const ids = queues.send(name, entries.map(toMessage));
      const successful = entries.map((entry, i) => ({ Id: entry.Id, MessageId: ids[i], MD5OfMessageBody: md5(entry.MessageBody ?? '') }));
      return sendJson(res, 200, { Successful: successful, Failed: [] });
    }
    fail(res, 'UnsupportedOperation', `${operation} is not available in the local cloud`);
  };
}
