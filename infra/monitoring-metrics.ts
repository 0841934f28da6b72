// The metrics the alarms and the race-day dashboard read: the handlers' own (published by
// lambdas/core/observability.ts under the names of observability-names.ts) and Lambda's account-wide
// ones, since each of the platform's dozens of functions would otherwise need alarms of its own.
import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { METRIC_DIMENSIONS, METRICS_NAMESPACE, RACE_DAY_METRICS } from '@lambdas/core/observability-names';

export const ONE_MINUTE = Duration.minutes(1);

export const customMetric = (name: keyof typeof RACE_DAY_METRICS, statistic: string, label?: string) =>
  new Metric({ namespace: METRICS_NAMESPACE, metricName: RACE_DAY_METRICS[name], dimensionsMap: { ...METRIC_DIMENSIONS }, statistic, period: ONE_MINUTE, ...(label ? { label } : {}) });

/** Every function of the account and region: the platform's stage has its account to itself (README). */
export const lambdaMetric = (metricName: 'Errors' | 'Throttles' | 'ConcurrentExecutions', statistic: string, label?: string) =>
  new Metric({ namespace: 'AWS/Lambda', metricName, statistic, period: ONE_MINUTE, ...(label ? { label } : {}) });
