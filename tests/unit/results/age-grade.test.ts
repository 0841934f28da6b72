// Age-graded results (docs/results.md "Edad ajustada"), checked against values worked by hand from the
// published 2020 road tables: the factor and open standard read off the table, then
// age standard = open standard / factor, percentage = age standard / official time, graded time = time × factor.
import { describe, expect, it } from 'vitest';
import { ageGrade, ageGradedRows, roadStandard, rowAgeGrade } from '@shared/results/age-grade';
import { gradedDistance } from '@shared/results/graded-distance';
import { ageGradeCsv } from '@lambdas/results/age-grade-csv';
import { modalityPages } from '@lambdas/results/standings-paging';
import { standingsQueryOf } from '@lambdas/results/standings-query';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { controlPoint, finisher, modality } from './factories';

const runner = (edad: number | undefined, gen: 'V' | 'F' | 'M', seconds: number, num = '1') => finisher(num, seconds, { edad, gen, pG: 1 });

describe('roadStandard', () => {
  it('reads the published factor and open standard at a standard distance', () => {
    // Men, 50, 10 km: 0.8886; open 26:24. Women, open marathon: 2:14:04.
    expect(roadStandard('V', 50, 10)).toEqual({ factor: 0.8886, openSeconds: 1584 });
    expect(roadStandard('F', 30, 42.195)).toEqual({ factor: 1, openSeconds: 8044 });
  });

  it('interpolates linearly in distance between the two nearest standard distances', () => {
    // Women, 45, 7 km: 5 km 0.9398 (14:44) and 8 km 0.9317 (23:42), two thirds of the way.
    const standard = roadStandard('F', 45, 7);
    expect(standard?.factor).toBeCloseTo(0.9344, 10);
    expect(standard?.openSeconds).toBeCloseTo(884 + (1422 - 884) * (2 / 3), 10);
  });

  it('covers the table’s youngest and oldest ages and nothing beyond, nor branch M', () => {
    expect(roadStandard('F', 5, 5)?.factor).toBe(0.722);
    expect(roadStandard('V', 100, 42.195)?.factor).toBe(0.1903);
    expect(roadStandard('V', 4, 10)).toBeNull();
    expect(roadStandard('F', 101, 10)).toBeNull();
    expect(roadStandard('M', 40, 10)).toBeNull();
    expect(roadStandard('V', 40, 4.9)).toBeNull();
    expect(roadStandard('V', 40, 42.2)).toBeNull();
  });
});

describe('ageGrade', () => {
  it('grades an official time: percentage of the age standard and the time at the open ages', () => {
    // 1584 / 0.8886 = 1782.58 s; / 2400 s = 74.27 %; 2400 × 0.8886 = 2132.64 s.
    expect(ageGrade(runner(50, 'V', 2400), 10)).toEqual({ porcentaje: 74.27, tiempoMS: 2_132_640 });
    // 8044 / 1 / 10 800 s = 74.48 %.
    expect(ageGrade(runner(30, 'F', 10_800), 42.195)).toEqual({ porcentaje: 74.48, tiempoMS: 10_800_000 });
  });

  it('between standard distances: a man of 50 over 21 km in 1:30:00', () => {
    // u = 1 / 1.0975; factor 0.892 + 0.0002 u = 0.892182; open 3298 + 183 u = 3464.74 s → 71.92 %; 5400 × 0.892182 = 4817.784 s.
    expect(ageGrade(runner(50, 'V', 5400), 21)).toEqual({ porcentaje: 71.92, tiempoMS: 4_817_784 });
  });

  it('has none without an age (only a category known), for branch M, outside the ages, or without a finish', () => {
    expect(ageGrade(runner(undefined, 'V', 2400), 10)).toBeNull();
    expect(ageGrade(runner(40, 'M', 2400), 10)).toBeNull();
    expect(ageGrade(runner(101, 'V', 2400), 10)).toBeNull();
    expect(ageGrade({ ...runner(40, 'V', 2400), pG: 0 }, 10)).toBeNull();
  });
});

describe('gradedDistance', () => {
  const tenK = modality();
  it('grades a running modality of a standard event at its distance, from 5 km to the marathon', () => {
    expect(gradedDistance(tenK, [], 'standard')).toBe(10);
    expect(gradedDistance(modality({ kilometro: 42.195 }), [], 'standard')).toBe(42.195);
    expect(gradedDistance(modality({ kilometro: 3 }), [], 'standard')).toBeNull();
    expect(gradedDistance(modality({ kilometro: 50 }), [], 'standard')).toBeNull();
    expect(gradedDistance(modality({ kilometro: 0 }), [], 'standard')).toBeNull();
  });

  it('does not grade a fixed-time event, a backyard, or a finish paced in km/h or min/100mts', () => {
    expect(gradedDistance(tenK, [], 'byTime')).toBeNull();
    expect(gradedDistance(modality({ backyard: true }), [], 'standard')).toBeNull();
    const bikeFinish = controlPoint({ codigo: 'META', punto: 9, tipoControl: 3, kilometro: 10, unidadPaso: 'km/h' });
    expect(gradedDistance(tenK, [bikeFinish], 'standard')).toBeNull();
    expect(rowAgeGrade(runner(50, 'V', 2400), [tenK], [bikeFinish], 'standard')).toBeNull();
    expect(rowAgeGrade(runner(50, 'V', 2400), [tenK], [], 'standard')?.porcentaje).toBe(74.27);
  });
});

describe('the age-graded list', () => {
  // Overall order: the young man first, yet the woman of 60 has the higher grade.
  const general = [runner(25, 'V', 2100, '1'), runner(60, 'F', 2700, '2'), runner(undefined, 'V', 2750, '3'), runner(45, 'V', 2800, '4')];
  const ranked = general.map((row, index) => ({ ...row, codMod: '10K', pG: index + 1 }));

  it('keeps the finishers with a grade, highest percentage first', () => {
    expect(ageGradedRows(ranked, 10).map((row) => row.num)).toEqual(['2', '1', '4']);
  });

  it('is paged as view edad: all graded, and one list per branch V and F; none for an ungraded modality', () => {
    const lists = (km: number | null) =>
      modalityPages(ranked, modality(), undefined, undefined, km)
        .pages.filter((page) => page.view === 'edad')
        .map((page) => [page.group, (page.rows as { num: string }[]).map((row) => row.num)]);
    expect(lists(10)).toEqual([
      ['', ['2', '1', '4']],
      ['V', ['1', '4']],
      ['F', ['2']],
    ]);
    expect(lists(null)).toEqual([]);
  });

  it('is asked for by branch: the route keeps the group of view edad', () => {
    const query = (group: string) => standingsQueryOf({ queryStringParameters: { modalidad: '10K', view: 'edad', group } } as unknown as HttpEvent);
    expect(query('F').group).toBe('F');
    expect(query('').group).toBe('');
  });

  it('writes the CSV with the age-graded time and percentage beside the official time', () => {
    const writer = ageGradeCsv(10);
    expect(writer.header).toContain('Lugar,Número,Nombre,Edad,Rama,Categoría,Tiempo oficial,Tiempo ajustado,Edad ajustada %\r\n');
    // Man of 50, 40:00 over 10 km: 35:32 and 74.27 %.
    expect(writer.line({ ...runner(50, 'V', 2400, '7'), nombre: 'Luis Pérez', to: '00:40:00', cat: 'Master' }, 3)).toBe('3,7,Luis Pérez,50,Varonil,Master,00:40:00,00:35:32,74.27\r\n');
    expect(writer.line({ ...runner(undefined, 'V', 2400, '8'), nombre: 'Sin Fecha', to: '00:40:00' }, 4)).toBe('4,8,Sin Fecha,,Varonil,,00:40:00,,\r\n');
  });
});
