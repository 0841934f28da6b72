// The open feed's CSV files: Spanish columns, the place each list gives, cells a spreadsheet keeps
// whole (commas and semicolons quoted, no formulas), and an athlete's splits by their point's name.
import { describe, expect, it } from 'vitest';
import { athleteCsv, passesCsv, standingsCsv } from '@lambdas/feed/feed-csv';
import { listPlaces } from '@shared/results/public-rows';
import { controlPoint, finisher } from '../results/factories';

const lines = (csv: string) => csv.split('\r\n').filter(Boolean);

describe('standingsCsv', () => {
  const rows = [
    finisher('7', 3000, { nombre: 'Ana López', cat: 'Libre', pG: 1, pR: 1, pCat: 1, to: '00:50:00', tc: '00:49:50' }),
    finisher('9', 3100, { nombre: 'Club; Corredores, "Norte"', gen: 'V', cat: 'Máster', pG: 2, pR: 1, pCat: 1, to: '00:51:40', tc: '00:51:30' }),
    finisher('12', 3200, { nombre: '=HIPERVINCULO("x")', pG: 3, pR: 2, pCat: 2 }),
  ];

  it('writes a header of Spanish column names, then one line per row with its overall place', () => {
    const [header, first] = lines(standingsCsv('general', rows));
    expect(header).toBe('Posición,Número,Nombre,Rama,Categoría,Modalidad,Tiempo oficial,Tiempo real,Lugar general,Lugar en rama,Lugar en categoría,Hora de llegada');
    expect(first).toBe('1,7,Ana López,Femenil,Libre,10K,00:50:00,00:49:50,1,1,1,2026-03-01 07:50:00.000');
  });

  it('quotes a cell holding a comma, a semicolon or a quote, and keeps a formula as text', () => {
    const csv = standingsCsv('general', rows);
    expect(csv).toContain(',"Club; Corredores, ""Norte""",Varonil,');
    expect(csv).toContain(",\"'=HIPERVINCULO(\"\"x\"\")\",");
  });

  it('places each row as its list does: the branch place in genero', () => {
    expect(lines(standingsCsv('genero', rows)).slice(1).map((line) => line.split(',')[0])).toEqual(['1', '1', '2']);
  });
});

describe('listPlaces', () => {
  it('numbers a category’s winners within their list and keeps an absolute winner’s branch place', () => {
    const winners = [
      finisher('1', 3000, { ab: true, pR: 1, pCat: 1, codCat: 2 }),
      finisher('2', 3100, { ab: true, pR: 2, pCat: 2, codCat: 2 }),
      finisher('3', 3200, { pR: 3, pCat: 3, codCat: 2 }),
      finisher('4', 3300, { pR: 4, pCat: 4, codCat: 2 }),
      finisher('5', 3400, { pR: 5, pCat: 1, codCat: 3 }),
    ];
    expect(listPlaces('ganadores', winners)).toEqual([1, 2, 1, 2, 1]);
    expect(listPlaces('categoria', winners)).toEqual([1, 2, 3, 4, 1]);
  });
});

describe('passesCsv', () => {
  it('lists each pass with its point’s name, newest first as given', () => {
    const csv = passesCsv([
      { num: '7', nombre: 'Ana López', codMod: '10K', kpc: 0, punto: 'Meta', tkpc: '00:50:00', fechaHoraPunto: '2026-03-01 07:50:00.000' },
      { num: '9', nombre: 'Luis', codMod: '10K', kpc: 1001, punto: 'Km 5', tkpc: '00:25:00', fechaHoraPunto: '2026-03-01 07:25:00.000' },
    ]);
    expect(lines(csv)).toEqual(['Número,Nombre,Modalidad,Punto,Tiempo,Hora', '7,Ana López,10K,Meta,00:50:00,2026-03-01 07:50:00.000', '9,Luis,10K,Km 5,00:25:00,2026-03-01 07:25:00.000']);
  });
});

describe('athleteCsv', () => {
  it('adds the status and one column per split, named by the point of the athlete’s modality', () => {
    const row = finisher('7', 3000, { pG: 4, pR: 2, pCat: 1, parciales: [{ kpc: 2001, tkpc: '00:24:10', pCat: 0, fechaHoraPunto: '2026-03-01 07:24:10.000' }] });
    const points = [controlPoint({ codigo: 'K5', punto: 2, tipoControl: 2, descripcionPunto: 'Kilómetro 5' }), controlPoint({ codigo: 'K5', punto: 2, tipoControl: 2, descripcionPunto: 'Otro', codigoModalidad: '21K' })];
    const [header, line] = lines(athleteCsv({ row, estado: { status: 'finished', text: null } }, points));
    expect(header).toMatch(/,Hora de llegada,Estado,Kilómetro 5 \(tiempo\)$/);
    expect(line).toMatch(/^4,7,Ana López,.*,Finalizó,00:24:10$/);
  });

  it('says the status of an athlete without a place in words', () => {
    const row = finisher('8', 0, { toMS: 0, to: '00:00:00', fhm: '' });
    const [, line] = lines(athleteCsv({ row, estado: { status: 'dnf', text: 'El atleta no finalizó el evento' } }, []));
    expect(line).toMatch(/^,8,.*,,,,,El atleta no finalizó el evento$/);
  });
});
