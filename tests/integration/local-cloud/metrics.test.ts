import { describe, expect, inject, it } from 'vitest';

const cloudUrl = inject('cloudUrl');

interface Metrics {
  dynamodb: { requests: number; byOperation: Record<string, number> };
}

async function metrics(): Promise<Metrics> {
  return (await (await fetch(`${cloudUrl}/local/metrics`)).json()) as Metrics;
}

describe('/local/metrics', () => {
  it('counts the DynamoDB requests handlers make, by operation', async () => {
    const before = await metrics();
    expect((await fetch(`${cloudUrl}/api/health`)).status).toBe(200);
    const after = await metrics();
    // Other test files run at the same time, so the counts can only be bounded from below.
    expect(after.dynamodb.requests).toBeGreaterThanOrEqual(before.dynamodb.requests + 1);
    expect(after.dynamodb.byOperation.DescribeTable).toBeGreaterThanOrEqual((before.dynamodb.byOperation.DescribeTable ?? 0) + 1);
  });
});
