import { describe, expect, it } from 'vitest';
import { rateLimits, scaledLimit, secondsToWindowEnd, windowStart } from '@shared/core/rate-limits';

const at = (iso: string) => Date.parse(iso);

describe('windowStart', () => {
  it.each([
    ['the start of a minute is its own window', '2026-03-01T07:42:00.000Z', 60, '2026-03-01T07:42:00.000Z'],
    ['the end of a minute still belongs to it', '2026-03-01T07:42:59.999Z', 60, '2026-03-01T07:42:00.000Z'],
    ['an hour window starts at the full hour', '2026-03-01T07:42:13.250Z', 3600, '2026-03-01T07:00:00.000Z'],
  ])('%s', (_case, now, windowSeconds, start) => {
    expect(windowStart(at(now), windowSeconds)).toBe(at(start) / 1000);
  });
});

describe('secondsToWindowEnd', () => {
  it.each([
    ['counts the seconds left in the minute', '2026-03-01T07:42:13.000Z', 60, 47],
    ['rounds a part second down to the next whole one', '2026-03-01T07:42:13.250Z', 60, 46],
    ['waits at least a second at the very end', '2026-03-01T07:42:59.900Z', 60, 1],
    ['waits most of an hour early in the hour', '2026-03-01T07:00:30.000Z', 3600, 3570],
  ])('%s', (_case, now, windowSeconds, seconds) => {
    expect(secondsToWindowEnd(at(now), windowSeconds)).toBe(seconds);
  });
});

describe('scaledLimit', () => {
  it.each([
    ['keeps a limit at factor 1', 6, 1, 6],
    ['raises it by the factor', 6, 1000, 6000],
    ['never goes below one request', 3, 0.01, 1],
  ])('%s', (_case, limit, factor, scaled) => {
    expect(scaledLimit(limit, factor)).toBe(scaled);
  });
});

describe('rateLimits', () => {
  it('lets a client guess fewer codes per hour than a 30-word list', () => {
    const hourly = rateLimits.codeChecksPerClient.find((limit) => limit.windowSeconds === 3600);
    expect(hourly!.limit).toBeLessThanOrEqual(30);
  });

  it('lets no client hold as many OXXO places as the 20 of a small modality within a voucher’s life', () => {
    const perHour = rateLimits.vouchersPerClient[0]!.limit;
    expect(perHour).toBeLessThan(20);
    expect(rateLimits.vouchersPerEmail[0]).toEqual({ limit: 3, windowSeconds: 48 * 3600 });
  });
});
