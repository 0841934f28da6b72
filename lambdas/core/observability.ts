// Structured logs and race-day metrics, through Powertools for AWS Lambda: one JSON line per log
// entry with the Lambda request id (and, on HTTP routes, the API request id and the event id), and
// metrics in CloudWatch's embedded metric format. Other code counts through the small functions
// below and never sees Powertools. Powertools reads its own POWERTOOLS_* variables: the local cloud
// sets them to keep `npm start` quiet (infra/local/handler-env.ts).
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { METRICS_NAMESPACE, RACE_DAY_METRICS, SERVICE_NAME } from './observability-names';

export const logger = new Logger({ serviceName: SERVICE_NAME });

export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: SERVICE_NAME,
  // Most invocations count nothing: that is no warning worth a log line each time.
  logger: logger.createChild({ logLevel: 'ERROR' }),
});

/** Timing reads stored as new (duplicates not counted). */
export function countReadsIngested(count: number): void {
  metrics.addMetric(RACE_DAY_METRICS.readsIngested, MetricUnit.Count, count);
}

/** From a read's arrival to the published standings that include it. */
export function recordRefreshLag(milliseconds: number): void {
  metrics.addMetric(RACE_DAY_METRICS.refreshLag, MetricUnit.Milliseconds, milliseconds);
}

/** Live deltas delivered to WebSocket subscribers. */
export function countDeltasSent(count: number): void {
  metrics.addMetric(RACE_DAY_METRICS.deltasSent, MetricUnit.Count, count);
}

/**
 * A payment the provider refused or that failed on the way. The reason goes into the log line and
 * the metric's metadata, not a dimension, so the alarm and the dashboard read one series.
 */
export function countPaymentFailure(reason: string): void {
  metrics.addMetric(RACE_DAY_METRICS.paymentFailures, MetricUnit.Count, 1);
  metrics.addMetadata('paymentFailureReason', reason);
  logger.warn('Payment failed', { reason });
}

/** The middlewares every handler runs under: log context per invocation, metrics flushed at its end. */
export const observabilityMiddlewares = () => [injectLambdaContext(logger, { resetKeys: true }), logMetrics(metrics, { captureColdStartMetric: true })];

/** A handler that is not an HTTP route (a queue consumer, a schedule, a trigger) with the same logs and metrics. */
export function observed<Event, Result>(handler: (event: Event, context: Context) => Promise<Result>) {
  return middy<Event, Result>().use(observabilityMiddlewares()).handler(handler);
}
