// What a 30,000-runner race day costs on AWS: requests and capacity counted by the benchmark at
// 30,000 athletes, scaled to the day's figures, times on-demand prices (us-east-1). Every assumption
// is a named input, so the README can quote them next to the result.
import { cadenceMs } from '@lambdas/realtime/live-cadence';

/** On-demand prices in USD (us-east-1, published AWS prices). */
export const PRICES = {
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoReadUnit: 0.125 / 1e6,
  lambdaGbSecond: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  httpApiRequest: 1 / 1e6,
  webSocketMessage: 1 / 1e6,
  webSocketConnectionMinute: 0.25 / 1e6,
  sqsFifoRequest: 0.5 / 1e6,
  sqsStandardRequest: 0.4 / 1e6,
  cloudFrontHttpsRequest: 0.01 / 1e4,
  cloudFrontGigabyte: 0.085,
} as const;

export interface RaceDay {
  reads: number;
  athletes: number;
  viewers: number;
  hours: number;
  /** Timing systems send what they read about once a second: one batch, one refresh per second at most. */
  batchesPerSecond: number;
  /** Athletes each viewer opens (and so follows) during the day. */
  followsPerViewer: number;
  /** Share of the viewers' time with an athlete's detail open (a second socket). */
  detailShare: number;
  /** Share of the viewers with a results report open, which refetches its page when rows moved on. */
  reportShare: number;
  /** Share of the viewers with the live table under a checkpoint filter, fetched again at each summary. */
  filterShare: number;
}

export const RACE_DAY: RaceDay = {
  reads: 245_000,
  athletes: 30_000,
  viewers: 10_000,
  hours: 6,
  batchesPerSecond: 1,
  followsPerViewer: 2,
  detailShare: 0.2,
  reportShare: 0.25,
  filterShare: 0.1,
};

/** Measured at 30,000 athletes: one read sent alone (with its refresh and sends), and the feed in batches. */
export interface Measured {
  /** DynamoDB units of one small batch with its refresh. */
  writeUnitsPerBatch: number;
  readUnitsPerBatch: number;
  /** DynamoDB units per read of the feed (ingest and refresh together). */
  writeUnitsPerRead: number;
  readUnitsPerRead: number;
  ingestMsPerBatch: number;
  refreshMsPerBatch: number;
  fanOutMsPerMessage: number;
  pageGzipBytes: number;
  passListGzipBytes: number;
}

export interface CostLine {
  item: string;
  quantity: number;
  usd: number;
}

const LAMBDA_GB = { ingest: 0.5, refresh: 1, fanOut: 1 };

export function raceDayCost(measured: Measured, day: RaceDay = RACE_DAY): CostLine[] {
  const seconds = day.hours * 3600;
  const batches = seconds * day.batchesPerSecond;
  const readsPerAthlete = day.reads / day.athletes;
  const summaries = seconds / (cadenceMs(day.viewers) / 1000);
  const summaryMessages = summaries * day.viewers;
  const followMessages = day.viewers * day.followsPerViewer * readsPerAthlete;
  const messages = summaryMessages + followMessages;
  const pageFetches = day.viewers * day.reportShare * summaries;
  const passListFetches = day.viewers * day.filterShare * summaries;
  const line = (item: string, quantity: number, price: number): CostLine => ({ item, quantity: Math.round(quantity), usd: quantity * price });
  return [
    line('DynamoDB write units', batches * measured.writeUnitsPerBatch + day.reads * measured.writeUnitsPerRead, PRICES.dynamoWriteUnit),
    line('DynamoDB read units', batches * measured.readUnitsPerBatch + day.reads * measured.readUnitsPerRead, PRICES.dynamoReadUnit),
    line('HTTP API requests (timing batches)', batches, PRICES.httpApiRequest),
    line('Lambda GB-s: ingest', (batches * measured.ingestMsPerBatch * LAMBDA_GB.ingest) / 1000, PRICES.lambdaGbSecond),
    line('Lambda GB-s: standings refresh', (batches * measured.refreshMsPerBatch * LAMBDA_GB.refresh) / 1000, PRICES.lambdaGbSecond),
    line('Lambda GB-s: live fan-out', (messages * measured.fanOutMsPerMessage * LAMBDA_GB.fanOut) / 1000, PRICES.lambdaGbSecond),
    line('Lambda requests', batches * 3 + summaries * 8, PRICES.lambdaRequest),
    line('SQS FIFO requests (refreshes)', batches * 3, PRICES.sqsFifoRequest),
    line('SQS requests (fan-out)', (summaries * 8 + batches) * 3, PRICES.sqsStandardRequest),
    line('WebSocket messages: live summaries', summaryMessages, PRICES.webSocketMessage),
    line('WebSocket messages: followed athletes', followMessages, PRICES.webSocketMessage),
    line('WebSocket connection minutes', day.viewers * day.hours * 60 * (1 + day.detailShare), PRICES.webSocketConnectionMinute),
    line('CloudFront requests (report pages)', pageFetches, PRICES.cloudFrontHttpsRequest),
    line('CloudFront GB out (report pages)', (pageFetches * measured.pageGzipBytes) / 1e9, PRICES.cloudFrontGigabyte),
    line('CloudFront requests (filtered live tables)', passListFetches, PRICES.cloudFrontHttpsRequest),
    line('CloudFront GB out (filtered live tables)', (passListFetches * measured.passListGzipBytes) / 1e9, PRICES.cloudFrontGigabyte),
  ];
}
