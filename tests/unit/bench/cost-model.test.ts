import { describe, expect, it } from 'vitest';
import { raceDayCost, RACE_DAY, type Measured } from '../../bench/cost-model';

const measured: Measured = {
  writeUnitsPerBatch: 40,
  readUnitsPerBatch: 20,
  writeUnitsPerRead: 6,
  readUnitsPerRead: 2,
  ingestMsPerBatch: 80,
  refreshMsPerBatch: 150,
  fanOutMsPerMessage: 0.5,
  pageGzipBytes: 6000,
  passListGzipBytes: 700,
};

const total = (lines: ReturnType<typeof raceDayCost>) => lines.reduce((sum, { usd }) => sum + usd, 0);
const lineOf = (lines: ReturnType<typeof raceDayCost>, item: string) => lines.find((line) => line.item === item)!;

describe('raceDayCost', () => {
  it('bills one summary per 25 s to each of 10,000 viewers for 6 hours: 8.64 million messages', () => {
    const lines = raceDayCost(measured);
    expect(lineOf(lines, 'WebSocket messages: live summaries')).toMatchObject({ quantity: 8_640_000, usd: expect.closeTo(8.64, 6) });
  });

  it('bills a filtered live table fetched at each summary by a tenth of the viewers', () => {
    expect(lineOf(raceDayCost(measured), 'CloudFront requests (filtered live tables)').quantity).toBe(864_000);
  });

  it('prices DynamoDB from the measured units: per batch for the day\'s batches, per read for its reads', () => {
    const line = lineOf(raceDayCost(measured), 'DynamoDB write units');
    expect(line.quantity).toBe(6 * 3600 * 40 + 245_000 * 6);
  });

  it('grows with the audience only through the messages, connection minutes and page fetches', () => {
    const small = raceDayCost(measured, { ...RACE_DAY, viewers: 500 });
    const large = raceDayCost(measured, RACE_DAY);
    const viewerItems = ['WebSocket messages: live summaries', 'WebSocket messages: followed athletes', 'WebSocket connection minutes', 'CloudFront requests (report pages)', 'CloudFront GB out (report pages)', 'CloudFront requests (filtered live tables)', 'CloudFront GB out (filtered live tables)', 'Lambda GB-s: live fan-out', 'Lambda requests', 'SQS requests (fan-out)'];
    for (const line of large) {
      if (!viewerItems.includes(line.item)) expect(line.usd).toBe(lineOf(small, line.item).usd);
    }
    expect(total(large)).toBeGreaterThan(total(small));
  });
});
