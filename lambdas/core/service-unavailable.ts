// An AWS service that cannot answer now (DynamoDB throttling the table, a service fault, or a service
// that cannot be reached at all), however deep ElectroDB wraps the SDK's error: the request may well
// succeed in a while, so it is the platform's trouble to report as such, not an unexpected error.
const THROTTLING = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'Throttling', 'TooManyRequestsException']);
/** A transaction refused because one of its items was throttled (its CancellationReasons say so). */
const THROTTLED_ITEM = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'RequestLimitExceeded']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

interface SdkError extends Error {
  /** Set by the SDK on every error of a call it made, network failures included. */
  $metadata?: { httpStatusCode?: number };
  $fault?: 'client' | 'server';
  $retryable?: { throttling?: boolean };
  code?: string;
  CancellationReasons?: { Code?: string }[];
}

function isUnavailable(error: SdkError): boolean {
  if (!error.$metadata) return false;
  if (error.$fault === 'server' || (error.$metadata.httpStatusCode ?? 0) >= 500) return true;
  if (THROTTLING.has(error.name) || error.$retryable?.throttling) return true;
  if (error.name === 'TransactionCanceledException') return (error.CancellationReasons ?? []).some((reason) => THROTTLED_ITEM.has(reason.Code ?? ''));
  return error.name === 'TimeoutError' || UNREACHABLE.has(error.code ?? '');
}

export function isServiceUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (isUnavailable(cause)) return true;
  }
  return false;
}
