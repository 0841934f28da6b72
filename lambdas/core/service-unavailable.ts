// An AWS service that cannot answer now (DynamoDB throttling the table, a service fault, or a service
// that cannot be reached at all), however deep ElectroDB wraps the SDK's error, or a function that ran
// out of time: the request may well succeed in a while, so it is the platform's trouble to report as
// such, not an unexpected error.
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

/**
 * The function's deadline reached before its work was done (middy answers just before it, where
 * Lambda would cut the function off): the platform was too busy to answer now, as a throttled
 * table is. Work already done holds; a payment's next attempt finds its charge.
 */
export class OutOfTimeError extends Error {
  override name = 'OutOfTimeError';
}

/** middy's `timeoutEarlyResponse`. */
export const outOfTime = (): never => {
  throw new OutOfTimeError('the function ran out of time');
};

export function isServiceUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof OutOfTimeError || isUnavailable(cause)) return true;
  }
  return false;
}
