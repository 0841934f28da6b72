// DynamoDB's refusal of an item over 400 KB or a key over its byte limit, however deep ElectroDB
// wraps it: the request's data is too large, which is the caller's to fix, not a fault of ours.
const SIZE_REFUSAL = /item size|size limit|must be under \d+ bytes/i;

export function isOversizedItem(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'ValidationException' && SIZE_REFUSAL.test(cause.message)) return true;
  }
  return false;
}
