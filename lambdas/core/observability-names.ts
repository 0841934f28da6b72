// The names the handlers log and publish metrics under, and the CloudWatch alarms and dashboard read
// (infra/monitoring.ts): written once, here, so both sides always agree.
export const SERVICE_NAME = 'carreras';
export const METRICS_NAMESPACE = 'Carreras';

/** The race-day metrics (lambdas/core/observability.ts publishes them, with the dimension `service`). */
export const RACE_DAY_METRICS = {
  readsIngested: 'ReadsIngested',
  /** Milliseconds from a timing read's arrival to the standings that include it being published. */
  refreshLag: 'StandingsRefreshLag',
  deltasSent: 'DeltasSent',
  paymentFailures: 'PaymentFailures',
} as const;

/** The dimensions every metric carries (Powertools adds `service` from the service name). */
export const METRIC_DIMENSIONS = { service: SERVICE_NAME } as const;
