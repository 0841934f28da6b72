import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildResultRow, dedupePasses, type ResultInput, type TimingPass } from '@shared/timing/result-builder';
import { fromLocalDateTime } from '@shared/results/local-time';
import { resultRowSchema, type ResultRow } from '@shared/results/result-row';
import { ZONE, athlete, category, controlPoint, modality } from '../results/factories';

const at = (clock: string) => fromLocalDateTime(`2026-03-01 ${clock}`, ZONE) ?? Number.NaN;
const pass = (codigo: string, clock: string, lap = 1): TimingPass => ({ codigo, lap, epochMs: at(clock) });

const race = modality({
  hSalidas: [
    { serie: 'A', descripcionSerie: 'Élite', hS: '2026-03-01 07:00:00' },
    { serie: 'B', descripcionSerie: 'Libre', hS: '2026-03-01 07:10:00' },
  ],
  ramaCat: {
    rama_F: {
      categorias: [
        category({ codigo: 2, nombreCategoria: 'Libre', edadDesde: 18, edadHasta: 39 }),
        category({ codigo: 3, nombreCategoria: 'Máster', edadDesde: 40, edadHasta: 200 }),
      ],
    },
  },
});
const points = [
  controlPoint({ codigo: 'SALIDA', punto: 0, tipoControl: 1 }),
  controlPoint({ codigo: 'KM5', punto: 1, tipoControl: 2, kilometro: 5 }),
  controlPoint({ codigo: 'META', punto: 2, tipoControl: 3, kilometro: 10 }),
  controlPoint({ codigo: 'KM5', punto: 1, tipoControl: 3, codigoModalidad: '5K' }),
];
const build = (overrides: Partial<ResultInput> = {}) =>
  buildResultRow({ athlete: athlete(), passes: [], modality: race, points, zone: ZONE, eventDate: '2026-03-01', deadTimeMs: 10_000, ...overrides });

describe('buildResultRow', () => {
  const full = build({ passes: [pass('META', '07:50:30.250'), pass('KM5', '07:25:00'), pass('SALIDA', '07:00:45')] });

  it('takes the official time from the series start and the real time from the start mat', () => {
    expect(full).toMatchObject({ toMS: 3_030_250, to: '00:50:30', tcMS: 2_985_250, tc: '00:49:45', fhm: '2026-03-01 07:50:30.250', registroSalida: true });
  });

  it('lists a split for every pass at a point that is not the finish, with the official elapsed time', () => {
    expect(full.parciales).toEqual([
      { kpc: 1, tkpc: '00:00:45', pCat: 0, fechaHoraPunto: '2026-03-01 07:00:45.000' },
      { kpc: 1001, tkpc: '00:25:00', pCat: 0, fechaHoraPunto: '2026-03-01 07:25:00.000' },
    ]);
  });

  it('fills the athlete, the modality and no place yet, as a valid result row', () => {
    expect(full).toMatchObject({ num: '101', nombre: 'Ana López', gen: 'F', codMod: '10K', mod: '10 kilómetros', pG: 0, pR: 0, pCat: 0 });
    expect(resultRowSchema.parse(full)).toEqual(full);
  });

  it("carries the athlete's club or team, and none when the start list names none", () => {
    expect(build({ athlete: athlete({ equipo: 'Lobos de Chapultepec' }) }).equipo).toBe('Lobos de Chapultepec');
    expect(full).not.toHaveProperty('equipo');
    expect(build({ athlete: athlete({ equipo: '  ' }) })).not.toHaveProperty('equipo');
  });

  it.each([
    ['B', 2_430_000],
    ['Z', 3_030_000],
    [undefined, 3_030_000],
  ])('times serie %j from its own start, else the first', (serie, toMS) => {
    expect(build({ athlete: athlete({ serie }), passes: [pass('META', '07:50:30')] }).toMS).toBe(toMS);
  });

  it('uses the official time as the real time without a start-mat pass', () => {
    expect(build({ passes: [pass('META', '07:50:30')] })).toMatchObject({ tcMS: 3_030_000, tc: '00:50:30', registroSalida: false });
  });

  it('leaves the times at 00:00:00 and fhm empty without a finish', () => {
    expect(build({ passes: [pass('KM5', '07:25:00')] })).toMatchObject({ toMS: 0, to: '00:00:00', tcMS: 0, tc: '00:00:00', fhm: '' });
  });

  it('never gives a negative time, even for a finish read before the start', () => {
    expect(build({ passes: [pass('META', '06:59:00')] })).toMatchObject({ toMS: 0, to: '00:00:00' });
  });

  it('ignores passes at points of other modalities and at unknown points', () => {
    expect(build({ passes: [pass('KM5', '07:25:00', 2), pass('FOTO', '07:30:00')] }).parciales).toEqual([]);
  });

  it.each<[string, TimingPass[], Partial<ResultRow>]>([
    [
      'keeps a finish read that an unconfigured lap read precedes within the dead time',
      [pass('META', '07:50:27', 2), pass('META', '07:50:30', 1)],
      { to: '00:50:30', fhm: '2026-03-01 07:50:30.000' },
    ],
    [
      'keeps a start-mat read that an unconfigured lap read precedes within the dead time',
      [pass('SALIDA', '07:00:40', 3), pass('SALIDA', '07:00:45', 1), pass('META', '07:50:30', 1)],
      { tc: '00:49:45', registroSalida: true },
    ],
  ])('%s', (_case, passes, expected) => {
    expect(build({ passes })).toMatchObject(expected);
  });

  it('keeps the first of a finish read twice', () => {
    expect(build({ passes: [pass('META', '07:50:35'), pass('META', '07:50:30')] }).to).toBe('00:50:30');
  });

  it('treats the laps of a circuit as splits until the lap the finish is on', () => {
    const circuit = [controlPoint({ codigo: 'META', punto: 2, tipoControl: 2 }), controlPoint({ codigo: 'META', punto: 2, vuelta: 2, tipoControl: 3 })];
    const row = build({ points: circuit, passes: [pass('META', '07:25:00', 1), pass('META', '07:51:00', 2)] });
    expect(row.parciales.map((split) => split.kpc)).toEqual([2001]);
    expect(row.to).toBe('00:51:00');
  });

  it.each([
    [{ categoria: '3', fechaNacimiento: '2000-01-01' }, 3, 'Máster', 26],
    [{ categoria: 'maSTER' }, 3, 'Máster', undefined],
    [{ categoria: 'Juvenil', fechaNacimiento: '1986-03-01' }, 3, 'Máster', 40],
    [{ fechaNacimiento: '1986-03-02' }, 2, 'Libre', 39],
    [{}, 100, 'Otra', undefined],
  ])('puts %j in category %i (%s)', (entry, codCat, cat, edad) => {
    const row = build({ athlete: athlete(entry) });
    expect([row.codCat, row.cat, row.edad]).toEqual([codCat, cat, edad]);
  });

  it('writes the name without a trailing space when there are no surnames', () => {
    expect(build({ athlete: athlete({ nombre: 'Ana', apellidos: '' }) }).nombre).toBe('Ana');
  });
});

describe('dedupePasses', () => {
  it.each<[string, TimingPass[], number, TimingPass[]]>([
    ['keeps the earliest pass of a point and lap', [pass('META', '07:50:40'), pass('META', '07:50:30')], 0, [pass('META', '07:50:30')]],
    ['drops a pass within the dead time of a kept one at the same point, whatever its lap', [pass('META', '07:25:00', 1), pass('META', '07:25:05', 2)], 10_000, [pass('META', '07:25:00', 1)]],
    ['keeps a pass exactly the dead time later', [pass('META', '07:25:00', 1), pass('META', '07:25:10', 2)], 10_000, [pass('META', '07:25:00', 1), pass('META', '07:25:10', 2)]],
    ['keeps passes at other points within the dead time', [pass('KM5', '07:25:00'), pass('META', '07:25:01')], 10_000, [pass('KM5', '07:25:00'), pass('META', '07:25:01')]],
    ['measures the dead time from the kept pass, not from a dropped one', [pass('M', '07:00:00', 1), pass('M', '07:00:08', 2), pass('M', '07:00:12', 2)], 10_000, [pass('M', '07:00:00', 1), pass('M', '07:00:12', 2)]],
  ])('%s', (_case, passes, deadTimeMs, kept) => {
    expect(dedupePasses(passes, deadTimeMs)).toEqual(kept);
  });
});

describe('dedupePasses (property)', () => {
  const arbitraryPasses = fc.array(
    fc.record({ codigo: fc.constantFrom('SALIDA', 'KM5', 'META'), lap: fc.integer({ min: 1, max: 3 }), epochMs: fc.integer({ min: 0, max: 120 }).map((seconds) => seconds * 1000) }),
    { maxLength: 40 },
  );

  it('keeps one pass per point and lap, spaced by the dead time, whatever the input order', () => {
    fc.assert(
      fc.property(arbitraryPasses, fc.integer({ min: 0, max: 30_000 }), (passes, deadTimeMs) => {
        const kept = dedupePasses(passes, deadTimeMs);
        expect(new Set(kept.map((p) => `${p.codigo}|${p.lap}`)).size).toBe(kept.length);
        for (const codigo of ['SALIDA', 'KM5', 'META']) {
          const times = kept.filter((p) => p.codigo === codigo).map((p) => p.epochMs);
          times.slice(1).forEach((time, i) => expect(time - (times[i] ?? 0)).toBeGreaterThanOrEqual(deadTimeMs));
        }
        expect(dedupePasses([...passes].reverse(), deadTimeMs)).toEqual(kept);
        expect(dedupePasses(kept, deadTimeMs)).toEqual(kept);
      }),
    );
  });
});
