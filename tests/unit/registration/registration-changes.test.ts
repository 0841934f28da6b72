import { describe, expect, it } from 'vitest';
import { changeApiMessages } from '@shared/registration/change-texts';
import { computeOrder } from '@shared/registration/order-total';
import { changeRefusal, modalityChangeQuote, paidInscription, transferOrder } from '@shared/registration/registration-changes';
import { registryConfig } from './factories';

const NOW = new Date('2026-03-01T12:00:00Z');
const allowed = (cambios: Record<string, unknown> = {}) =>
  registryConfig({ cambios: { traspasos: { permitidos: true, cuota: 15_000 }, cambioModalidad: { permitidos: true, cuota: 5_000 }, ...cambios } });
const complete = { completa: true, borrado: false, inscripcionesAbiertas: true };

describe('changeRefusal', () => {
  it.each([
    ['off by default', registryConfig(), complete, NOW, changeApiMessages.notAllowed],
    ['allowed', allowed(), complete, NOW, null],
    ['before its deadline', allowed({ traspasos: { permitidos: true, hasta: '2026-03-01T12:00:01Z' } }), complete, NOW, null],
    ['at its deadline (exclusive)', allowed({ traspasos: { permitidos: true, hasta: '2026-03-01T12:00:00Z' } }), complete, NOW, changeApiMessages.deadlinePassed],
    ['an incomplete registration', allowed(), { ...complete, completa: false }, NOW, changeApiMessages.notComplete],
    ['a deleted registration', allowed(), { ...complete, borrado: true }, NOW, changeApiMessages.notComplete],
    ['once the event stopped taking registrations', allowed(), { ...complete, inscripcionesAbiertas: false }, NOW, changeApiMessages.registrationClosed],
  ])('a transfer: %s', (_name, config, registration, now, expected) => {
    expect(changeRefusal(config.cambios, 'traspaso', registration, now)).toBe(expected);
  });

  it('judges each kind by its own rule', () => {
    const config = allowed({ cambioModalidad: { permitidos: false } });
    expect(changeRefusal(config.cambios, 'traspaso', complete, NOW)).toBeNull();
    expect(changeRefusal(config.cambios, 'modalidad', complete, NOW)).toBe(changeApiMessages.notAllowed);
  });
});

describe('transferOrder', () => {
  it('charges the fee plus the 7 % online fee, to the cent', () => {
    const order = transferOrder(allowed({ traspasos: { permitidos: true, cuota: 12_345 } }));
    expect(order.lines.map((line) => [line.code, line.unit_price])).toEqual([
      ['cuotaTraspaso', 12_345],
      ['comision', 864],
    ]);
    expect([order.subtotal, order.fee, order.total, order.totalPesos, order.moneda]).toEqual([12_345, 864, 13_209, 13_209, 'MXN']);
  });

  it('is free without a fee', () => {
    const order = transferOrder(allowed({ traspasos: { permitidos: true, cuota: 0 } }));
    expect([order.lines, order.total]).toEqual([[], 0]);
  });
});

describe('modalityChangeQuote', () => {
  it.each([
    // paid, price now, fee, refund flag → lines, total, refund
    ['a dearer modality: difference plus fee', 40_000, 55_050, 5_000, false, [['diferencia', 15_050], ['cuotaCambio', 5_000], ['comision', 1_404]], 21_454, 0],
    ['the same price: the fee alone', 40_000, 40_000, 5_000, false, [['cuotaCambio', 5_000], ['comision', 350]], 5_350, 0],
    ['a cheaper modality, no refund', 40_000, 30_001, 5_000, false, [['cuotaCambio', 5_000], ['comision', 350]], 5_350, 0],
    ['a cheaper modality, refunded to the cent', 40_000, 30_001, 5_000, true, [['cuotaCambio', 5_000], ['comision', 350]], 5_350, 9_999],
    ['cheaper and no fee: nothing to pay', 40_000, 30_000, 0, true, [], 0, 10_000],
  ])('%s', (_name, paid, price, cuota, reembolsarDiferencia, lines, total, reembolso) => {
    const quote = modalityChangeQuote(allowed({ cambioModalidad: { permitidos: true, cuota, reembolsarDiferencia } }), paid, price);
    expect(quote.order.lines.map((line) => [line.code, line.unit_price])).toEqual(lines);
    expect([quote.order.total, quote.order.totalPesos, quote.reembolso]).toEqual([total, total, reembolso]);
  });
});

describe('paidInscription', () => {
  it('is the inscription line in pesos, whatever currency it was paid in', () => {
    const config = registryConfig({
      configuracion: {
        moneda: [
          { codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos Mexicanos', cambioAPeso: 1 },
          { codigo: 'USD', tipoCambio: 17.5, texto: 'Dólares', cambioAPeso: 18 },
        ],
      },
    });
    const selection = { modalidad: { codigoModalidad: '10K', descripcionModalidad: '10K' }, categoria: { nombreCategoria: 'Libre', precioKey: 'general' }, productos: [] };
    const inPesos = computeOrder(config, { ...selection, moneda: 'MXN' }, new Date('2026-01-15T12:00:00Z'));
    const inDollars = computeOrder(config, { ...selection, moneda: 'USD' }, new Date('2026-01-15T12:00:00Z'));
    if (!inPesos.ok || !inDollars.ok) throw new Error('order');
    expect(paidInscription(config, inPesos.order)).toBe(40_000);
    // 400 pesos over 17.5 is 22.86 dollars, worth 411.48 pesos at 18.
    expect(paidInscription(config, inDollars.order)).toBe(41_148);
  });
});
