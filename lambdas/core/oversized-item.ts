// DynamoDB's refusal of an item over 400 KB or a key over its byte limit, however deep ElectroDB
// wraps it and whether or not it came inside a transaction: the request's data is too large, which is
// the caller's to fix, not a fault of ours.
const SIZE_REFUSAL = /item size|size limit|must be under \d+ bytes/i;

interface CancellationReason {
  Code?: string;
  Message?: string;
}

function isSizeRefusal(error: Error): boolean {
  if (error.name === 'ValidationException') return SIZE_REFUSAL.test(error.message);
  const reasons = (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
  return error.name === 'TransactionCanceledException' && reasons.some((reason) => reason.Code === 'ValidationError' && SIZE_REFUSAL.test(reason.Message ?? ''));
}

export function isOversizedItem(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (isSizeRefusal(cause)) return true;
  }
  return false;
}
