import { describe, expect, it } from 'vitest';
import { priceAt } from '@shared/registration/price-window';
import { registryConfig } from './factories';

const precio = registryConfig().configModalidad['10K']!.precio;

describe('priceAt', () => {
  it.each([
    ['general', '2026-01-15T12:00:00Z', 40_000, 'inside the first window'],
    ['general', '2026-03-01T06:00:00Z', 45_000, 'at the instant the second window opens'],
    ['general', '2026-02-28T23:59:59-06:00', 40_000, 'the last second of the first window'],
    ['general', '2026-06-10T12:00:00Z', 45_000, 'after every window (the last price)'],
    ['general', '2025-12-01T12:00:00Z', 45_000, 'before every window (the last price)'],
    ['vip', '2026-01-15T12:00:00Z', 50_000, 'for a key without windows (the first presale price)'],
    [undefined, '2026-01-15T12:00:00Z', 50_000, 'for a category without precioKey (the first presale price)'],
  ])('charges %s at %s %i cents: %s', (precioKey, now, cents, _why) => {
    expect(priceAt(precio, precioKey, new Date(now))).toBe(cents);
  });
});
