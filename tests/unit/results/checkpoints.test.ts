import { describe, expect, it } from 'vitest';
import { CHECKPOINT_FILTER, checkpointCode, checkpointOptions, lastPasses, passLists, passPointName, splitTime } from '@shared/results/checkpoints';
import type { LivePass } from '@shared/results/result-row';
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

  it('keeps 20 by default', () => {
    const crowd = Array.from({ length: 30 }, (_, i) => finisher(String(i + 1), 2000 + i));
    expect(lastPasses(crowd)).toHaveLength(20);
    expect(lastPasses(crowd)[0]).toEqual({ num: '30', nombre: 'Ana López', codMod: '10K', kpc: 0, tkpc: '00:00:00', fechaHoraPunto: '2026-03-01 07:33:49.000' });
  });
});

describe('passPointName', () => {
  // Each modality numbers its own points: point 1 is km 14 of the 21K but km 4 of the 5K.
  const points = [
    controlPoint({ codigoModalidad: '21K', codigo: 'KM14', descripcionPunto: 'Kilómetro 14', punto: 1, tipoControl: 2 }),
    controlPoint({ codigoModalidad: '10K', codigo: 'KM7', descripcionPunto: 'Kilómetro 7', punto: 1, tipoControl: 2 }),
    controlPoint({ codigoModalidad: '5K', codigo: 'KM4', descripcionPunto: 'Kilómetro 4', punto: 1, tipoControl: 2 }),
  ];

  it.each([
    { runner: 'a 21K runner', codMod: '21K', kpc: 1001, name: 'Kilómetro 14' },
    { runner: 'a 10K runner', codMod: '10K', kpc: 1001, name: 'Kilómetro 7' },
    { runner: 'a 5K runner', codMod: '5K', kpc: 1001, name: 'Kilómetro 4' },
    { runner: 'a finish', codMod: '5K', kpc: 0, name: 'Meta' },
    { runner: 'a point the modality does not configure', codMod: '5K', kpc: 2001, name: '2001' },
  ])('names the pass of $runner by its own modality’s point', ({ codMod, kpc, name }) => {
    expect(passPointName(points, { codMod, kpc }, 'Meta')).toBe(name);
  });
});

describe('passLists', () => {
  const pass = (num: string, kpc: number, minute: number): LivePass => ({
    num, nombre: `Atleta ${num}`, codMod: '10K', kpc, tkpc: '00:10:00', fechaHoraPunto: `2026-03-01 07:${String(minute).padStart(2, '0')}:00.000`,
  });
  const passes = [pass('3', 0, 20), pass('1', 1001, 30), pass('2', 1001, 45), pass('1', 0, 50), pass('3', 1001, 29)];
  const nums = (list: LivePass[] | undefined) => (list ?? []).map((p) => `${p.num}@${p.kpc}`);

  it.each([
    ['finish (0): the finishes', CHECKPOINT_FILTER.finish, ['1@0', '3@0']],
    ['a checkpoint code: the passes there', 1001, ['2@1001', '1@1001', '3@1001']],
    ['arrivals pending (100000): each runner’s newest pass when it is not the finish', CHECKPOINT_FILTER.pending, ['2@1001', '3@1001']],
  ])('keeps for %s, newest first', (_, filter, expected) => {
    expect(nums(passLists(passes).get(filter))).toEqual(expected);
  });

  it('keeps the newest passes of each list however many older ones the event has', () => {
    const many = Array.from({ length: 500 }, (_, i) => pass(String(i + 1), i % 2 ? 1001 : 2001, i % 59));
    const lists = passLists([...many, pass('999', 3001, 59)], 20);
    expect(lists.get(3001)).toHaveLength(1);
    expect(lists.get(1001)).toHaveLength(20);
    expect(lists.get(1001)?.every((p) => p.kpc === 1001)).toBe(true);
    expect(lists.get(CHECKPOINT_FILTER.pending)?.[0]?.num).toBe('999');
  });
});
