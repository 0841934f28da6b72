import { describe, expect, it } from 'vitest';
import { liveClock } from '../../../shared/results/live-clock';
import { ZONE } from './factories';

const now = Date.parse('2026-03-01T14:42:13.900Z');

describe('liveClock', () => {
  it.each<[string | undefined, string]>([
    ['2026-03-01 07:00:00', '01:42:13'],
    ['2026-03-01 08:42:13', '00:00:00'],
    ['2026-02-28 07:00:00', '25:42:13'],
    ['0000-00-00 00:00:00', '00:00:00'],
    ['', '00:00:00'],
    [undefined, '00:00:00'],
  ])('shows the time since a series start of %j as %s', (start, clock) => {
    expect(liveClock(start, ZONE, now)).toBe(clock);
  });
});
