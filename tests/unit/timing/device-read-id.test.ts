// The manual app's read ids (docs/timing.md#the-manual-timing-app): the device's own id and a
// sequence, valid for the timing API and recognised as the app's by the discard route.
import { describe, expect, it } from 'vitest';
import { deviceIdFrom, deviceReadId, DEVICE_ID_BYTES } from '@shared/timing/device-read-id';
import { MANUAL_READ_ID, manualDiscardSchema } from '@shared/timing/manual-timing-schemas';
import { readSchema } from '@shared/timing/timing-schemas';

describe('device read ids', () => {
  const deviceId = deviceIdFrom(Uint8Array.from([0, 1, 31, 32, 255, 200, 7, 99]));

  it('makes an 8-character device id from random bytes, and refuses too few', () => {
    expect(deviceId).toBe('01z0z873');
    expect(() => deviceIdFrom(new Uint8Array(DEVICE_ID_BYTES - 1))).toThrow();
  });

  it('numbers reads m-<device>-<sequence>, each sequence its own id', () => {
    expect(deviceReadId(deviceId, 1)).toBe('m-01z0z873-1');
    expect(deviceReadId(deviceId, 2)).not.toBe(deviceReadId(deviceId, 1));
    expect(deviceReadId('aaaaaaaa', 1)).not.toBe(deviceReadId(deviceId, 1));
    expect(() => deviceReadId(deviceId, 0)).toThrow();
    expect(() => deviceReadId(deviceId, 1.5)).toThrow();
  });

  it('fits the timing API and the discard route, which refuses any other read id', () => {
    const readId = deviceReadId(deviceId, 9_007_199_254_740_991);
    expect(readSchema.safeParse({ readId, bib: '7', point: 'META', time: '2026-03-01T07:42:13.250Z' }).success).toBe(true);
    expect(MANUAL_READ_ID.test(readId)).toBe(true);
    expect(manualDiscardSchema.safeParse({ bib: '7', readId: 'chip-read-1' }).success).toBe(false);
  });
});
