import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromLocalDateTime, toLocalDateTime } from '@shared/results/local-time';
import { ZONE } from './factories';

describe('toLocalDateTime', () => {
  it.each([
    ['2026-03-01T13:42:13.250Z', ZONE, '2026-03-01 07:42:13.250'],
    ['2026-03-01T05:59:59.999Z', ZONE, '2026-02-28 23:59:59.999'],
    ['2026-07-01T12:00:00.000Z', 'America/Tijuana', '2026-07-01 05:00:00.000'],
    ['2026-01-01T00:00:00.000Z', 'UTC', '2026-01-01 00:00:00.000'],
  ])('shows %s in %s as %s', (iso, zone, expected) => {
    expect(toLocalDateTime(Date.parse(iso), zone)).toBe(expected);
  });

  it('writes midnight as 00, not 24', () => {
    expect(toLocalDateTime(Date.parse('2026-03-02T06:00:00Z'), ZONE)).toBe('2026-03-02 00:00:00.000');
  });
});

describe('fromLocalDateTime', () => {
  it.each([
    ['2026-03-01 07:42:13.250', ZONE, '2026-03-01T13:42:13.250Z'],
    ['2026-03-01 07:42:13', ZONE, '2026-03-01T13:42:13.000Z'],
    ['2026-03-01 07:42:13.5', ZONE, '2026-03-01T13:42:13.500Z'],
    ['2026-03-01T07:42:13', ZONE, '2026-03-01T13:42:13.000Z'],
    ['2026-07-01 05:00:00', 'America/Tijuana', '2026-07-01T12:00:00.000Z'],
  ])('reads %s in %s as %s', (text, zone, iso) => {
    expect(fromLocalDateTime(text, zone)).toBe(Date.parse(iso));
  });

  it.each(['0000-00-00 00:00:00', '', '2026-02-30 07:00:00', '2026-13-01 07:00:00', '2026-03-01 24:00:00', '07:00:00', '2026-03-01'])(
    'gives null for %j',
    (text) => {
      expect(fromLocalDateTime(text, ZONE)).toBeNull();
    },
  );

  it('takes the earlier instant of a wall time repeated when clocks fall back', () => {
    expect(fromLocalDateTime('2026-11-01 01:30:00', 'America/New_York')).toBe(Date.parse('2026-11-01T05:30:00Z'));
    expect(fromLocalDateTime('2026-10-25 02:30:00', 'Europe/Berlin')).toBe(Date.parse('2026-10-25T00:30:00Z'));
  });

  it('moves a wall time skipped when clocks spring forward to the hour after', () => {
    const instant = fromLocalDateTime('2026-03-08 02:30:00', 'America/New_York');
    expect(instant).toBe(Date.parse('2026-03-08T07:30:00Z'));
    expect(toLocalDateTime(instant ?? 0, 'America/New_York')).toBe('2026-03-08 03:30:00.000');
  });
});

describe('local time (property)', () => {
  it.each([ZONE, 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata'])('reads back every instant it writes in %s, except inside a fall-back hour', (zone) => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') }), (epochMs) => {
        const text = toLocalDateTime(epochMs, zone);
        const back = fromLocalDateTime(text, zone);
        // A repeated wall time reads as its earlier instant, at most an hour before.
        expect(back === epochMs || (back !== null && epochMs - back === 3_600_000)).toBe(true);
        expect(toLocalDateTime(back ?? 0, zone)).toBe(text);
      }),
    );
  });
});
