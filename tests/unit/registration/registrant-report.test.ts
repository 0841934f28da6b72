import { describe, expect, it } from 'vitest';
import { csvCell } from '@shared/registration/csv-cells';
import { registrantReport, reportFileName, type ReportContext } from '@shared/registration/registrant-report';
import { adminRegistrant, fee, groupedReportConfig, inscription, orderOf, paidBy, product, reportConfig, reportModalities } from './admin-registrants';

const EVENT = { nombreEvento: 'Medio Maratón de Puebla', fechaEvento: '2026-06-14', zonaHoraria: 'America/Mexico_City' };
const NOW = new Date('2026-03-10T12:00:00Z');

function context(overrides: Partial<ReportContext> = {}): ReportContext {
  return { tipo: 1, config: reportConfig(), modalidades: reportModalities, event: EVENT, access: 'master', now: NOW, ...overrides };
}

/** The report's rows as cells (no quoted commas in these fixtures). */
function rows(text: string): string[][] {
  return text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','));
}

function cellsOf(ctx: ReportContext, registrant = adminRegistrant(), usuario = ''): Record<string, string> {
  const report = registrantReport(ctx);
  const [header = [], line = []] = rows(report.header + report.line(registrant, usuario));
  return Object.fromEntries(header.map((title, i) => [title, line[i] ?? '']));
}

describe('reportFileName', () => {
  it.each([
    [1, 'Medio Maratón de Puebla - inscritos Full Data - 2026-03-10.csv'],
    [2, 'Medio Maratón de Puebla - Data inscritos - 2026-03-10.csv'],
    [3, 'Medio Maratón de Puebla - ingresos - 2026-03-10.csv'],
  ] as const)('names type %i "%s", dated where the event runs', (tipo, name) => {
    expect(reportFileName(tipo, EVENT.nombreEvento, NOW, EVENT.zonaHoraria)).toBe(name);
  });
});

describe('registrantReport', () => {
  it('starts with a byte-order mark and keeps accents as UTF-8 text', () => {
    const { header } = registrantReport(context());
    expect(header.startsWith('\uFEFFNumero,Nombre,Apellidos,Correo,Teléfono,Fecha de nacimiento,Edad,Modalidad,Rama,Categoria,Grupo,Usuario,Fecha Registro,')).toBe(true);
    expect(Buffer.from(header, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('has the contact columns and the age in full data only', () => {
    const full = cellsOf(context({ tipo: 1 }));
    expect(full).toMatchObject({ Correo: 'lucia@prueba.mx', Teléfono: '5512345678', 'Fecha de nacimiento': '1992-07-15', Edad: '34' });
    expect(cellsOf(context({ config: reportConfig({ configuracion: { edadActual: true } }) })).Edad).toBe('33');
    for (const tipo of [2, 3] as const) {
      expect(Object.keys(cellsOf(context({ tipo })))).not.toContain('Correo');
      expect(Object.keys(cellsOf(context({ tipo })))).not.toContain('Edad');
    }
  });

  it('writes Apellido Paterno and Apellido Materno when the event keeps surnames apart', () => {
    const config = reportConfig({ configuracion: { separarApellidos: true } });
    const cells = cellsOf(context({ config }), adminRegistrant({ apellidos: undefined, apellidoPaterno: 'Hernández', apellidoMaterno: 'Soto' }));
    expect(Object.keys(cells).slice(0, 4)).toEqual(['Numero', 'Nombre', 'Apellido Paterno', 'Apellido Materno']);
    expect(cells).toMatchObject({ 'Apellido Paterno': 'Hernández', 'Apellido Materno': 'Soto' });
  });

  it("neutralises a name a spreadsheet would run as a formula, quoting what needs it", () => {
    const report = registrantReport(context());
    const line = report.line(adminRegistrant({ nombres: '=HYPERLINK("http://x","y")', apellidos: '+1 @b' }), '');
    expect(line).toContain(`,"'=HYPERLINK(""http://x"",""y"")",'+1 @b,`);
  });

  it('quotes a cell with a semicolon, which spreadsheets in some languages split on, so no part of it starts a formula', () => {
    expect(csvCell('Club;=1+1')).toBe('"Club;=1+1"');
    expect(csvCell('Club, A.C.')).toBe('"Club, A.C."');
    expect(csvCell('Club Puebla')).toBe('Club Puebla');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('prefixes a text starting with %j with a single quote', (start) => {
    expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
  });

  it.each([
    [{ statusPago: paidBy.nothing }, 'Registro onLine Incompleto'],
    [{ statusPago: paidBy.oxxoPending }, 'Pendiente de pago en oxxo'],
    [{ statusPago: paidBy.oxxo }, 'Pagado en oxxo'],
    [{ statusPago: paidBy.cash }, 'Pagado en efectivo'],
    [{ statusPago: paidBy.card }, 'Pagado con tarjeta'],
    [{ statusPago: paidBy.card, borrado: true }, 'Borrado - Pagado con tarjeta'],
    [{ statusPago: paidBy.nothing, borrado: true }, 'Borrado - Registro onLine Incompleto'],
  ])('writes the status of %o as "%s"', (overrides, text) => {
    expect(cellsOf(context(), adminRegistrant(overrides)).Estatus).toBe(text);
  });

  it.each([1, 2, 3] as const)("writes a group member's group after Categoria in report %i, by its name or, unnamed, by its payer's key", (tipo) => {
    const member = cellsOf(context({ tipo }), adminRegistrant({ grupo: { grupoId: 'pagador-1', etiqueta: 'Familia Ramírez Luna' } }));
    expect(Object.keys(member).indexOf('Grupo')).toBe(Object.keys(member).indexOf('Categoria') + 1);
    expect(member.Grupo).toBe('Familia Ramírez Luna');
    expect(cellsOf(context({ tipo }), adminRegistrant({ grupo: { grupoId: 'pagador-2', etiqueta: ' ' } })).Grupo).toBe('Sin nombre (clave pagador-2)');
    expect(cellsOf(context({ tipo }), adminRegistrant()).Grupo).toBe('');
  });

  it("writes 'on line' for an online registration and the staff user's name for one at a point of sale", () => {
    expect(cellsOf(context(), adminRegistrant(), 'nadie').Usuario).toBe('on line');
    expect(cellsOf(context(), adminRegistrant({ usuarioRegistra: 'staff-1', statusPago: paidBy.cash }), 'Pedro Caja').Usuario).toBe('Pedro Caja');
  });

  it('writes the amount without the fee and the fee, in pesos with two decimals', () => {
    const cells = cellsOf(context(), adminRegistrant({ order: orderOf([inscription(45_000), product('playera', 2, 25_000, 'Playera'), fee(6_650)]) }));
    expect(cells).toMatchObject({ Monto: '950.00', Comisión: '66.50' });
  });

  it("fills bought products' columns and gives the defaults 0, price, 0 and N/A for the others", () => {
    const registrant = adminRegistrant({
      order: orderOf([inscription(), product('playera', 2, 25_000, 'Playera'), fee(6_650)]),
      productos: [{ codigoProducto: 'playera', cantidad: 2, campos: { tallaPlayera: 'G' } }],
    });
    expect(cellsOf(context(), registrant)).toMatchObject({
      'Playera Cantidad': '2',
      'Playera Precio': '250.00',
      'Playera Total': '500.00',
      'Playera Talla': 'Grande',
      'Medalla Cantidad': '0',
      'Medalla Precio': '150.00',
      'Medalla Total': '0.00',
    });
    const without = cellsOf(context(), adminRegistrant());
    expect(without['Playera Talla']).toBe('N/A');
    const unanswered = cellsOf(context(), adminRegistrant({ order: orderOf([inscription(), product('playera', 1, 25_000)]), productos: [{ codigoProducto: 'playera', cantidad: 1 }] }));
    expect(unanswered['Playera Talla']).toBe('N/R');
  });

  it("writes additional fields by their label, a Select's option text and a ticked checkbox as Sí; no titles", () => {
    const cells = cellsOf(context(), adminRegistrant({ campos: { talla: 'M', reglamento: true, club: 'Tortugas' } }));
    expect(cells).toMatchObject({ Talla: 'Mediana', 'Acepto el reglamento': 'Sí', Club: 'Tortugas' });
    expect(Object.keys(cells)).not.toContain('Emergencias');
  });

  it("has a column for a category's field group, none for a group only a form of the organizer's web uses", () => {
    const cells = cellsOf(context({ config: groupedReportConfig() }), adminRegistrant({ campos: { marca: 'sub40' } }));
    expect(cells['Mejor marca']).toBe('Menos de 40 min');
    expect(Object.keys(cells)).not.toContain('Tema');
    expect(Object.keys(cells)).not.toContain('Mensaje');
  });

  it("leaves out the fields hidden from the reader's profile", () => {
    expect(Object.keys(cellsOf(context({ tipo: 3, access: 'inscriptor' })))).not.toContain('Club');
  });

  it('keeps in each type the registrants it is about', () => {
    const kept = (tipo: 1 | 2 | 3) =>
      [adminRegistrant({ statusPago: paidBy.nothing }), adminRegistrant({ statusPago: paidBy.oxxoPending }), adminRegistrant({ borrado: true }), adminRegistrant()].map((registrant) => registrantReport(context({ tipo })).line(registrant, '') !== '');
    expect(kept(1)).toEqual([true, true, true, true]);
    expect(kept(2)).toEqual([false, false, false, true]);
    expect(kept(3)).toEqual([false, false, true, true]);
  });

  it('writes the registration date on the event clock, and PENDIENTE while incomplete', () => {
    expect(cellsOf(context())['Fecha Registro']).toBe('2026-03-02 12:00:00');
    expect(cellsOf(context(), adminRegistrant({ fechaRegistro: 'PENDIENTE', statusPago: paidBy.nothing }))['Fecha Registro']).toBe('PENDIENTE');
  });
});
