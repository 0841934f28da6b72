import { describe, expect, it } from 'vitest';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { formPathOf } from '@web/features/event-config/registry-form-errors';
import { toConfigInput, toFormValues } from '@web/features/event-config/registry-form-model';
import { aConfig } from './render-tab';

const ZONE = 'America/Mexico_City';

const config = aConfig({
  gruposFormularios: { elite: [{ campo: 'marca', iDCampo: 'marca', tipoCampo: 'text' }] },
  configModalidad: {
    '10': { precio: { preventa_1: { precio_1: 45_050 } }, folios: { capacidad: 100, inicio: 1 } },
    '21K': {
      precio: { preventa_1: { precio_1: 65_000 }, listaPrecios: { elite: [{ desde: '2026-01-01T06:00:00.000Z', hasta: '2026-02-01T06:00:00.000Z', precio: 90_000 }] } },
      folios: { capacidad: 3000, inicio: 1001 },
      productosAdicionales: [{ codigoProducto: 'P1', nombreProducto: 'Playera', precioProducto: 25_000, maxCantidad: 2 }],
    },
  },
  formasDePago: { comisionGlobal: 0.075 },
  codigosDescuento: [
    { codigo: 'PATROCINIO', tipo: 'monto', valor: 20_000, usosMaximos: 10 },
    { codigo: 'CORREDOR10', tipo: 'porcentaje', valor: 10, usosMaximos: 500 },
  ],
});

describe('the registry configuration as its form edits it', () => {
  it('shows money in pesos, the fee as a percent, windows on the event clock and records as lists', () => {
    const values = toFormValues(config, ZONE);

    expect(values.configModalidad.map((entry) => entry.key)).toEqual(['10', '21K']);
    expect(values.configModalidad[0]?.value.precio.preventa_1.precio_1).toBe('450.50');
    expect(values.configModalidad[1]?.value.precio.listaPrecios).toEqual([{ key: 'elite', value: [{ desde: '2026-01-01T00:00', hasta: '2026-02-01T00:00', precio: '900' }] }]);
    expect(values.configModalidad[1]?.value.productosAdicionales[0]?.precioProducto).toBe('250');
    expect(values.formasDePago.comisionGlobal).toBe('7.5');
    expect(values.codigosDescuento.map((code) => code.valor)).toEqual(['200', '10']);
  });

  it('gives back the same configuration when nothing is changed', () => {
    expect(registryConfigSchema.parse(toConfigInput(toFormValues(config, ZONE), ZONE))).toEqual(config);
  });

  it("points a schema path with a record key at the form's list entry, and a refused key at the key input", () => {
    const values = toFormValues(config, ZONE);

    expect(formPathOf(['configModalidad', '21K', 'folios', 'inicio'], values)).toBe('configModalidad.1.value.folios.inicio');
    expect(formPathOf(['configModalidad', '21K', 'precio', 'listaPrecios', 'elite', 0, 'hasta'], values)).toBe('configModalidad.1.value.precio.listaPrecios.0.value.0.hasta');
    expect(formPathOf(['gruposFormularios', 'elite', 0, 'campo'], values)).toBe('gruposFormularios.0.value.0.campo');
    expect(formPathOf(['gruposFormularios', 'elite'], values, true)).toBe('gruposFormularios.0.key');
    expect(formPathOf(['codigosDescuento', 1, 'valor'], values)).toBe('codigosDescuento.1.valor');
    expect(formPathOf([], values)).toBe('root');
  });
});
