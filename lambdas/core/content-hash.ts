// A short hash of a JSON value that does not depend on key order, so the same content stored and
// read back from DynamoDB (whose maps keep no order) hashes the same.
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

export function contentHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(canonical(value))).digest('base64url').slice(0, 22);
}
