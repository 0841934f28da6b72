// How the local payment simulator signs the notifications it delivers: HMAC-SHA256 of the raw body
// with the local cloud's own secret, hex, in one header.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const simulatorSignatureHeader = 'x-simulador-firma';

export function simulatorSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function isSimulatorSignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(simulatorSignature(rawBody, secret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
