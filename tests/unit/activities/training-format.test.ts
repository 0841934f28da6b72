import { describe, expect, it } from 'vitest';
import { heartRateDomain, minuteTicks, trainingFigureList, zoneRows } from '@shared/activities/training-format';

describe('training figures on screen', () => {
  it('lists what the activity has, IF with two decimals and TSS whole', () => {
    expect(trainingFigureList({ power: { averagePower: 204.4, normalizedPower: 229.3, ftp: 250, intensityFactor: 0.9, trainingStressScore: 105.2 }, peakHeartRate: 176, series: [] })).toEqual([
      { label: 'Potencia promedio', value: '204 W' },
      { label: 'Potencia normalizada', value: '229 W' },
      { label: 'Factor de intensidad', value: '0.90' },
      { label: 'TSS', value: '105' },
      { label: 'FC máxima de la actividad', value: '176 ppm' },
    ]);
    expect(trainingFigureList({ series: [] })).toEqual([]);
  });

  it('names each zone with its range and minutes', () => {
    expect(zoneRows([{ zone: 1, to: 138, seconds: 990 }, { zone: 2, from: 138, to: 188, seconds: 60 }, { zone: 3, from: 188, seconds: 0 }], 'W')).toEqual([
      { zone: 'Z1', range: 'menos de 138 W', minutes: 16.5, label: '16.5 min' },
      { zone: 'Z2', range: '138–187 W', minutes: 1, label: '1.0 min' },
      { zone: 'Z3', range: '188 W o más', minutes: 0, label: '0.0 min' },
    ]);
  });

  it.each([
    [74.7, [0, 15, 30, 45, 60]],
    [28, [0, 5, 10, 15, 20, 25]],
    [300, [0, 60, 120, 180, 240, 300]],
  ])('ticks a %s-minute chart at %j', (last, ticks) => {
    expect(minuteTicks(last)).toEqual(ticks);
  });

  it('rounds the heart-rate axis to twenties around the readings', () => {
    expect(heartRateDomain.map((bound, index) => bound(index === 0 ? 96 : 176))).toEqual([80, 200]);
  });
});
