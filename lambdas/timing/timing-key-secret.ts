// Timing API keys: 32 random bytes a timing system presents in `x-api-key`, known to the platform
// only by their SHA-256. A random 256-bit key needs no slow hash: there is nothing to guess.
import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'tk_';
/** `tk_` and 43 base64url characters. */
const KEY_SHAPE = /^tk_[A-Za-z0-9_-]{43}$/;

export function newTimingKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** Whether a presented value could be a key at all, before any lookup. */
export function looksLikeTimingKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}

export function hashTimingKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Names one key in the console and in URLs; it reveals nothing about the key. */
export function newTimingKeyId(): string {
  return randomBytes(9).toString('base64url');
}
