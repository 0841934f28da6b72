import { describe, expect, it } from 'vitest';
import type { AdminRegistrant } from '@shared/registration/admin-registrant';
import { createDashboardAccumulator, type Dashboard } from '@shared/registration/dashboard';
import { adminRegistrant, fee, groupedReportConfig, inscription, orderOf, paidBy, product, reportConfig, reportModalities } from './admin-registrants';

function dashboardOf(registrants: AdminRegistrant[], names: Record<string, string> = {}, config = reportConfig()): Dashboard {
  const accumulator = createDashboardAccumulator({ config, modalidades: reportModalities, zonaHoraria: 'America/Mexico_City' });
  registrants.forEach((registrant) => accumulator.add(registrant));
  return accumulator.result(names);
}

describe('createDashboardAccumulator', () => {
  it('counts a registrant with no payment method, or an unpaid cash-store voucher, as incomplete', () => {
    const { totales, formasPago } = dashboardOf([adminRegistrant({ statusPago: paidBy.nothing }), adminRegistrant({ statusPago: paidBy.oxxoPending }), adminRegistrant()]);
    expect(totales).toMatchObject({ registros: 3, incompletos: 2, inscritos: 1, porcentajeIncompletos: 67, porcentajeInscritos: 33 });
    expect(formasPago.oxxo.pendientes).toBe(1);
  });

  it('counts as enrolled what was paid at the cash store, in cash or by card', () => {
    const { totales, formasPago } = dashboardOf([adminRegistrant({ statusPago: paidBy.oxxo }), adminRegistrant({ statusPago: paidBy.cash }), adminRegistrant({ statusPago: paidBy.card })]);
    expect(totales.inscritos).toBe(3);
    expect([formasPago.oxxo.pagados, formasPago.efectivo.pagados, formasPago.tarjeta.pagados]).toEqual([1, 1, 1]);
  });

  it('counts deleted registrants apart, in neither the enrolled nor the incomplete', () => {
    const { totales } = dashboardOf([adminRegistrant({ borrado: true }), adminRegistrant({ borrado: true, statusPago: paidBy.nothing }), adminRegistrant()]);
    expect(totales).toMatchObject({ registros: 1, inscritos: 1, incompletos: 0, borrados: 2, ingresos: 45_000 });
  });

  it('totals only paid registrations, without the fee, and keeps the cash-store and card fees apart', () => {
    const { totales, formasPago } = dashboardOf([
      adminRegistrant({ statusPago: paidBy.card, order: orderOf([inscription(45_000), fee(3_150)]) }),
      adminRegistrant({ statusPago: paidBy.oxxo, order: orderOf([inscription(45_000), product('playera', 2, 25_000), fee(6_650)]) }),
      adminRegistrant({ statusPago: paidBy.cash, order: orderOf([inscription(45_000)]) }),
      adminRegistrant({ statusPago: paidBy.oxxoPending, order: orderOf([inscription(45_000), fee(3_150)]) }),
    ]);
    expect(totales).toMatchObject({ ingresos: 45_000 + 95_000 + 45_000, comisionTarjeta: 3_150, comisionOxxo: 6_650 });
    expect(formasPago.oxxo).toEqual({ pagados: 1, pendientes: 1, monto: 95_000, comision: 6_650 });
  });

  it('states other currencies in MXN cents, with the configured rate', () => {
    const { totales } = dashboardOf([adminRegistrant({ order: orderOf([inscription(2_572), fee(180)], 'USD', 17.5) })]);
    expect(totales).toMatchObject({ ingresos: 45_010, comisionTarjeta: 3_150 });
  });

  it('counts registrations per day, in the event zone, and per user, over paid ones only', () => {
    const { porDia, porUsuario } = dashboardOf(
      [
        adminRegistrant({ fechaRegistro: '2026-03-03T05:30:00.000Z' }),
        adminRegistrant({ fechaRegistro: '2026-03-03T07:00:00.000Z', usuarioRegistra: 'staff-1', statusPago: paidBy.cash, order: orderOf([inscription(40_000)]) }),
        adminRegistrant({ fechaRegistro: 'PENDIENTE', statusPago: paidBy.nothing }),
      ],
      { 'staff-1': 'Pedro Caja' },
    );
    expect(porDia).toEqual([
      { fecha: '2026-03-02', cantidad: 1 },
      { fecha: '2026-03-03', cantidad: 1 },
    ]);
    expect(porUsuario).toEqual([
      { usuario: 'No registrado', nombre: 'on line', cantidad: 1, monto: 45_000 },
      { usuario: 'staff-1', nombre: 'Pedro Caja', cantidad: 1, monto: 40_000 },
    ]);
  });

  it('counts modalities and their categories among the enrolled', () => {
    const { modalidades } = dashboardOf([adminRegistrant(), adminRegistrant({ rama: 'V', nombreCategoria: 'Libre' }), adminRegistrant({ rama: 'V' }), adminRegistrant({ statusPago: paidBy.nothing })]);
    expect(modalidades).toEqual([
      {
        clave: '10K',
        etiqueta: '10 kilómetros',
        cantidad: 3,
        porcentaje: 100,
        categorias: [
          { clave: 'V:1', etiqueta: 'Varonil - Libre', cantidad: 2, porcentaje: 67 },
          { clave: 'F:1', etiqueta: 'Femenil - Libre', cantidad: 1, porcentaje: 33 },
        ],
      },
    ]);
  });

  it('summarizes Select fields by option text and ticked checkboxes, with rounded percentages', () => {
    const { campos } = dashboardOf([
      adminRegistrant({ campos: { talla: 'S', reglamento: true } }),
      adminRegistrant({ campos: { talla: 'S' } }),
      adminRegistrant({ campos: { talla: 'M', reglamento: true } }),
    ]);
    expect(campos).toEqual([
      {
        iDCampo: 'talla',
        etiqueta: 'Talla',
        tipoCampo: 'Select',
        valores: [
          { clave: 'S', etiqueta: 'Chica', cantidad: 2, porcentaje: 67 },
          { clave: 'M', etiqueta: 'Mediana', cantidad: 1, porcentaje: 33 },
        ],
      },
      { iDCampo: 'reglamento', etiqueta: 'Acepto el reglamento', tipoCampo: 'checkbox', valores: [{ clave: 'true', etiqueta: 'Sí', cantidad: 2, porcentaje: 67 }] },
    ]);
  });

  it("summarizes a category's field group, not a group only a form of the organizer's web uses", () => {
    const { campos } = dashboardOf([adminRegistrant({ campos: { marca: 'sub40' } })], {}, groupedReportConfig());
    expect(campos.map((campo) => campo.iDCampo)).toEqual(['talla', 'reglamento', 'marca']);
    expect(campos.at(-1)?.valores).toEqual([{ clave: 'sub40', etiqueta: 'Menos de 40 min', cantidad: 1, porcentaje: 100 }]);
  });

  it('adds up product sales of paid registrations, every configured product listed', () => {
    const { productos } = dashboardOf([
      adminRegistrant({ order: orderOf([inscription(), product('playera', 2, 25_000, 'Playera'), fee(6_650)]) }),
      adminRegistrant({ statusPago: paidBy.nothing, order: orderOf([inscription(), product('playera', 1, 25_000, 'Playera')]) }),
    ]);
    expect(productos).toEqual([
      { codigoProducto: 'playera', nombre: 'Playera', cantidad: 2, monto: 50_000 },
      { codigoProducto: 'medalla', nombre: 'Medalla', cantidad: 0, monto: 0 },
    ]);
  });

  it("counts each tracking link's registrants not deleted and the paid among them, any other tkl under the catch-all, 'direct' nowhere", () => {
    const accumulator = createDashboardAccumulator({ config: reportConfig(), modalidades: reportModalities, zonaHoraria: 'America/Mexico_City', ligas: ['insta', 'Insta'] });
    [
      adminRegistrant({ tkl: 'insta' }),
      adminRegistrant({ tkl: 'insta', statusPago: paidBy.nothing }),
      adminRegistrant({ tkl: 'insta', borrado: true }),
      adminRegistrant({ tkl: 'Insta', statusPago: paidBy.oxxoPending }),
      adminRegistrant({ tkl: 'radio' }),
      adminRegistrant({ tkl: 'direct' }),
    ].forEach((registrant) => accumulator.add(registrant));
    expect(accumulator.result().ligas).toEqual([
      { tkl: 'insta', registros: 2, pagados: 1 },
      { tkl: 'Insta', registros: 1, pagados: 0 },
      { tkl: '*', registros: 1, pagados: 1 },
    ]);
  });

  it('gives the same figures however the registrants are split into pages', () => {
    const registrants = Array.from({ length: 30 }, (_, i) => adminRegistrant({ statusPago: [paidBy.card, paidBy.oxxo, paidBy.nothing][i % 3], borrado: i % 7 === 0 }));
    const whole = dashboardOf(registrants);
    const paged = createDashboardAccumulator({ config: reportConfig(), modalidades: reportModalities, zonaHoraria: 'America/Mexico_City' });
    for (let first = 0; first < registrants.length; first += 4) registrants.slice(first, first + 4).forEach((registrant) => paged.add(registrant));
    expect(paged.result()).toEqual(whole);
  });
});
