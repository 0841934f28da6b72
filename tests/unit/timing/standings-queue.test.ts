import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedRead, RefreshMessage } from '@lambdas/results/standings-queue';
import { MAX_READS_PER_BATCH } from '@shared/timing/timing-schemas';

const sqs = mockClient(SQSClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  sqs.restore();
});
let queueRefresh: typeof import('@lambdas/results/standings-queue').queueRefresh;

beforeAll(async () => {
  vi.stubEnv('STANDINGS_QUEUE_URL', 'http://127.0.0.1:9/queue/standings.fifo');
  ({ queueRefresh } = await import('@lambdas/results/standings-queue'));
});

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
});

/** Reads as long as the API takes: the longest bib, read id and point, the highest lap. */
const reads = (count: number): QueuedRead[] =>
  Array.from({ length: count }, (_, i) => ({ bib: `${i}`.padStart(12, '9'), readId: `${i}`.padEnd(100, 'x'), codigo: 'KILOMETRO_21_PUNTO_X', lap: 999, epochMs: 1_900_000_000_000 + i }));

function sentMessage(): { body: RefreshMessage; bytes: number } {
  const [call] = sqs.commandCalls(SendMessageBatchCommand);
  const text = call!.args[0].input.Entries![0]!.MessageBody!;
  return { body: JSON.parse(text) as RefreshMessage, bytes: Buffer.byteLength(text) };
}

describe('queueRefresh', () => {
  it("carries a full batch's reads, the longest ones included, within SQS's 256 KiB", async () => {
    const batch = reads(MAX_READS_PER_BATCH);
    await queueRefresh(7, 3, { bibs: batch.map(({ bib }) => bib), reads: batch });
    const { body, bytes } = sentMessage();
    expect(body.reads).toEqual(batch);
    expect(bytes).toBeLessThan(256 * 1024);
  });
});
