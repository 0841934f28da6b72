// The manual timing app's read ids (docs/timing.md#the-manual-timing-app): the device's own id and a
// sequence the device never reuses, so each device's reads are its own and a read sent twice is the
// same read. Fits the timing API's readId (1–100 characters).

const DEVICE_ID_LENGTH = 8;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A device id from random bytes (crypto.getRandomValues: crypto.randomUUID is missing outside secure contexts). */
export function deviceIdFrom(bytes: Uint8Array): string {
  if (bytes.length < DEVICE_ID_LENGTH) throw new Error(`a device id takes ${DEVICE_ID_LENGTH} random bytes`);
  return Array.from(bytes.subarray(0, DEVICE_ID_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export const DEVICE_ID_BYTES = DEVICE_ID_LENGTH;

/** `m-<device>-<sequence>`: 'm' for manual, the sequence from 1. */
export function deviceReadId(deviceId: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new Error('a read sequence is a positive integer');
  return `m-${deviceId}-${sequence}`;
}
