import { describe, expect, it } from 'vitest';
import { isRaceOver, liveClock, raceClock } from '@shared/results/live-clock';
import type { LivePass } from '@shared/results/result-row';
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

describe('isRaceOver', () => {
  it.each([
    ['a live race with runners on course', { live: true, finishers: 10, participants: 50 }, false],
    ['a live race before its first read', { live: true, finishers: 0, participants: 0 }, false],
    ['a live race every participant has finished', { live: true, finishers: 50, participants: 50 }, true],
    ['a closed event (eventoDisponible 1)', { live: false, finishers: 10, participants: 50 }, true],
  ])('%s: %s', (_, progress, over) => {
    expect(isRaceOver(progress)).toBe(over);
  });
});

describe('raceClock', () => {
  const start = '2026-03-01 07:00:00';
  const passes: LivePass[] = [
    { num: '9', nombre: 'Eva', codMod: '5K', kpc: 0, tkpc: '00:30:00', fechaHoraPunto: '2026-03-01 07:30:00.000' },
    { num: '1', nombre: 'Ana', codMod: '10K', kpc: 0, tkpc: '00:52:10', fechaHoraPunto: '2026-03-01 07:52:10.500' },
  ];
  // Months after the race: a running clock would read thousands of hours.
  const monthsLater = Date.parse('2026-12-01T12:00:00Z');

  it.each([
    ['keeps running while the race is on', false, '10K', Date.parse('2026-03-01T14:42:13.900Z'), '01:42:13'],
    ['stops at the modality’s newest pass once the race is over', true, '10K', monthsLater, '00:52:10'],
    ['stops at that modality’s own newest pass', true, '5K', monthsLater, '00:30:00'],
    ['reads 00:00:00 when the race is over and the modality has no pass', true, '21K', monthsLater, '00:00:00'],
  ])('%s', (_, over, codMod, now, clock) => {
    expect(raceClock(start, ZONE, now, over, passes, codMod)).toBe(clock);
  });
});
