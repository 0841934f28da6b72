// The reto positions queue's consumer: a batch's changes are recomputed once per reto, up to its
// latest change, and a reto that fails gives back its messages only, for the queue to offer again.
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const recomputePositions = vi.fn<(eventId: string, upTo: number) => Promise<void>>();
vi.mock('@lambdas/retos/reto-positions', () => ({ recomputePositions }));
const { handler } = await import('@lambdas/retos/refresh-reto-positions');

const record = (messageId: string, eventId: string, version: number) => ({ messageId, body: JSON.stringify({ eventID: eventId, version }) }) as SQSRecord;
const context = { functionName: 'RefreshRetoPositions', awsRequestId: 'unit' } as Context;

describe('RefreshRetoPositions', () => {
  beforeEach(() => recomputePositions.mockReset().mockResolvedValue());

  it('recomputes each reto of a batch once, up to its latest change', async () => {
    const event: SQSEvent = { Records: [record('m1', '1-2-3', 4), record('m2', '1-2-3', 7), record('m3', '4-5-6', 2), record('m4', '1-2-3', 5)] };
    const answer = await handler(event, context);
    expect(recomputePositions.mock.calls).toEqual([
      ['1-2-3', 7],
      ['4-5-6', 2],
    ]);
    expect(answer).toEqual({ batchItemFailures: [] });
  });

  it("gives back only the failed reto's messages", async () => {
    recomputePositions.mockImplementation(async (eventId) => {
      if (eventId === '4-5-6') throw new Error('DynamoDB no respondió');
    });
    const event: SQSEvent = { Records: [record('m1', '1-2-3', 1), record('m2', '4-5-6', 2), record('m3', '4-5-6', 3)] };
    expect(await handler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }] });
  });
});
