// The demo's request ids (a registration's or a payment's intento) are derived from what they are
// for, not drawn at random: sent again by a start that resumes, each is the same attempt, which the
// platform answers without registering or charging twice.
import { createHash } from 'node:crypto';

/** A version-4-shaped UUID from the SHA-256 of `key`. */
export function demoUuid(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
