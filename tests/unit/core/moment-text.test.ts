// How a moment reads on screen (shared/core/moment-text.ts): exactly as the browser's own `toLocaleString`
// writes it in es-MX, in each style, for instants spread over every month, hour and minute, in several
// time zones (Node's ICU gives what Chromium's does for es-MX); from an ISO date-time or milliseconds.
import { afterAll, describe, expect, it } from 'vitest';
import { momentText } from '@shared/core/moment-text';

const at = '2026-11-22T06:25:50Z';
const styles = ['short', 'medium', 'long'] as const;
const zones = ['America/Mexico_City', 'America/Tijuana', 'America/Cancun', 'UTC', 'Asia/Kolkata'];
const givenZone = process.env.TZ;

/** Instants from 1990 to 2060 a prime number of minutes apart, so every month, day, hour and minute turns up. */
const instants = Array.from({ length: 4000 }, (_, index) => Date.UTC(1990, 0, 1) + index * 552_544_260);

describe('momentText', () => {
  afterAll(() => {
    if (givenZone === undefined) delete process.env.TZ;
    else process.env.TZ = givenZone;
  });

  it.each(zones)('writes every instant in every style as toLocaleString does, in %s', (zone) => {
    process.env.TZ = zone;
    for (const style of styles) {
      // toLocaleString's own formatter, made once for the zone now set.
      const format = new Intl.DateTimeFormat('es-MX', { dateStyle: style, timeStyle: 'short' });
      const expected = instants.map((instant) => format.format(instant));
      expect(instants.map((instant) => momentText(instant, style))).toEqual(expected);
    }
  });

  it('writes midnight and noon as twelve, with the hours of the right half of the day', () => {
    process.env.TZ = 'UTC';
    expect(momentText('2026-11-22T00:05:00Z')).toBe('22 nov 2026, 12:05 a.m.');
    expect(momentText('2026-11-22T12:00:00Z', 'short')).toBe('22/11/26, 12:00 p.m.');
    expect(momentText('2026-09-05T23:59:00Z', 'long')).toBe('5 de septiembre de 2026 a las 11:59 p.m.');
  });

  it('reads milliseconds as the same moment, in the medium style by default', () => {
    expect(momentText(Date.parse(at))).toBe(momentText(at, 'medium'));
    expect(momentText(at)).toMatch(/nov 2026/);
  });
});
