import { describe, expect, it } from 'vitest';
import { CHECKPOINT_FILTER, checkpointCode, checkpointOptions, lastPasses, splitTime } from '../../../shared/results/checkpoints';
import { controlPoint, finisher, resultRow } from './factories';

const split = (kpc: number, tkpc: string, clock: string) => ({ kpc, tkpc, pCat: 0, fechaHoraPunto: `2026-03-01 ${clock}.000` });

describe('checkpointCode', () => {
  it.each([
    [1, 1, 1001],
    [2, 3, 2003],
    [0, 1, 1],
  ])('point %i lap %i is %i', (punto, vuelta, code) => {
    expect(checkpointCode(punto, vuelta)).toBe(code);
  });

  it('keeps the special filter codes: all, finish and arrivals pending', () => {
    expect(CHECKPOINT_FILTER).toEqual({ all: null, finish: 0, pending: 100000 });
  });
});

describe('checkpointOptions', () => {
  it('lists the codes of the modality’s points in order, leaving out the finish', () => {
    const points = [
      controlPoint({ codigo: 'SALIDA', punto: 0, tipoControl: 1 }),
      controlPoint({ codigo: 'KM5', punto: 1, tipoControl: 2 }),
      controlPoint({ codigo: 'KM5', punto: 1, vuelta: 2, tipoControl: 2 }),
      controlPoint({ codigo: 'META', punto: 2, tipoControl: 3 }),
      controlPoint({ codigo: 'KM2', punto: 1, tipoControl: 2, codigoModalidad: '5K' }),
    ];
    expect(checkpointOptions(points, '10K')).toEqual([1, 1001, 1002]);
  });
});

describe('splitTime', () => {
  const row = finisher('1', 3000, { to: '00:50:00', parciales: [split(1001, '00:25:00', '07:25:00')] });

  it.each([
    [1001, '00:25:00'],
    [2001, 'N/R'],
    [CHECKPOINT_FILTER.finish, '00:50:00'],
  ])('shows checkpoint %i as %s', (kpc, text) => {
    expect(splitTime(row, kpc)).toBe(text);
  });

  it('shows N/R at the finish for an athlete who has not finished', () => {
    expect(splitTime(resultRow(), CHECKPOINT_FILTER.finish)).toBe('N/R');
  });
});

describe('lastPasses', () => {
  const rows = [
    finisher('1', 3000, { nombre: 'Ana', to: '00:50:00', parciales: [split(1001, '00:25:00', '07:25:00')] }),
    resultRow({ num: '2', nombre: 'Luis', parciales: [split(1001, '00:26:00', '07:26:00'), split(2001, '00:40:00', '07:40:00')] }),
    resultRow({ num: '3', nombre: 'Eva', parciales: [split(1001, '00:26:00', '07:26:00')] }),
  ];

  it('lists splits and finishes together, newest first, a finish as checkpoint 0', () => {
    expect(lastPasses(rows).map((pass) => [pass.num, pass.kpc, pass.tkpc])).toEqual([
      ['1', 0, '00:50:00'],
      ['2', 2001, '00:40:00'],
      ['2', 1001, '00:26:00'],
      ['3', 1001, '00:26:00'],
      ['1', 1001, '00:25:00'],
    ]);
  });

  it('keeps only the newest n', () => {
    expect(lastPasses(rows, 2).map((pass) => pass.num)).toEqual(['1', '2']);
  });

  it('keeps 20 by default, each with the runner\'s modality', () => {
    const crowd = Array.from({ length: 30 }, (_, i) => finisher(String(i + 1), 2000 + i));
    expect(lastPasses(crowd)).toHaveLength(20);
    expect(lastPasses(crowd)[0]).toEqual({ num: '30', codMod: '10K', nombre: 'Ana López', kpc: 0, tkpc: '00:00:00', fechaHoraPunto: '2026-03-01 07:33:49.000' });
  });
});
