// The fields hidden from a reader of the admin area (shared/registration/hidden-fields.ts): the same rule
// as the reports', applied to a registrant's answers, its products' answers and lines, and its changes.
import { describe, expect, it } from 'vitest';
import { hiddenFields, withoutHiddenFields } from '@shared/registration/hidden-fields';
import type { ChangeEntry } from '@shared/registration/registrant-admin-api';
import { registrantColumns } from '@shared/registration/registrant-report';
import { adminRegistrant, fee, inscription, orderOf, reportConfig, reportModalities } from './admin-registrants';

const shirtField = (flags: Record<string, boolean>) => ({ campo: 'tallaPlayera', etiqueta: 'Talla', iDCampo: 'tallaPlayera', tipoCampo: 'Select', valor: [{ texto: 'Grande', valor: 'G' }], ...flags });
const nameField = (flags: Record<string, boolean>) => ({ campo: 'nombrePlayera', etiqueta: 'Nombre', iDCampo: 'nombrePlayera', tipoCampo: 'text', ...flags });

/** 'Club' is hidden from an inscriptor (reportConfig's), 'Alergias' from a MasterCliente, and so is the shirt's printed name. */
const config = reportConfig({
  formulario: [
    { campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text', hideInscriptor: true },
    { campo: 'alergias', etiqueta: 'Alergias', iDCampo: 'alergias', tipoCampo: 'text', hideMasterCliente: true },
  ],
  configModalidad: {
    '10K': {
      precio: { preventa_1: { precio_1: 45_000 } },
      folios: { capacidad: 100 },
      productosAdicionales: [
        { codigoProducto: 'playera', nombreProducto: 'Playera', descripcionProducto: 'Playera técnica', precioProducto: 25_000, maxCantidad: 2, formularioProducto: [shirtField({}), nameField({ hideMasterCliente: true })] },
      ],
    },
  },
});

const change = (action: number, description: string, iDCampo?: string): ChangeEntry => ({
  date: '2026-03-03T10:00:00.000Z',
  action,
  description,
  nombresUser: 'Ana',
  apellidosUser: 'Staff',
  iduser: 'u1',
  ...(iDCampo ? { iDCampo } : {}),
});

const shirtLine = { code: 'producto-playera', name: 'Playera', description: 'Playera técnica · Talla: Grande · Nombre: LUCY', quantity: 1, unit_price: 25_000 };

const registrant = {
  ...adminRegistrant({
    campos: { club: 'Los Pumas', alergias: 'Penicilina' },
    productos: [{ codigoProducto: 'playera', cantidad: 1, campos: { tallaPlayera: 'G', nombrePlayera: 'LUCY' } }],
    order: orderOf([inscription(), shirtLine, fee(4_900)]),
  }),
  changesRegistry: [change(4, 'Nombre: Lucía → Lucy'), change(11, 'Alergias: Ninguna → Penicilina', 'alergias'), change(11, 'Club: — → Los Pumas', 'club')],
};

describe('hiddenFields', () => {
  it('hides from each profile what its flag hides, and nothing from a master or an admin', () => {
    const cliente = hiddenFields(config, reportModalities, 'MasterCliente');
    expect([...cliente.campos]).toEqual(['alergias']);
    expect([...(cliente.productos.get('playera')?.campos ?? [])]).toEqual(['nombrePlayera']);
    expect([...hiddenFields(config, reportModalities, 'inscriptor').campos]).toEqual(['club']);
    for (const access of ['master', 'admin'] as const) {
      const everything = hiddenFields(config, reportModalities, access);
      expect([everything.campos.size, everything.productos.size]).toEqual([0, 0]);
    }
  });

  it('is the rule the Ingresos columns follow', () => {
    const titles = registrantColumns('ingresos', { config, modalidades: reportModalities, event: { nombreEvento: 'Carrera', fechaEvento: '2026-03-15', zonaHoraria: 'America/Mexico_City' }, access: 'MasterCliente', now: new Date('2026-03-10T12:00:00Z') }).map((column) => column.title);
    expect(titles).toEqual(expect.arrayContaining(['Club', 'Playera Talla']));
    expect(titles).not.toContain('Alergias');
    expect(titles).not.toContain('Playera Nombre');
  });
});

describe('withoutHiddenFields', () => {
  it("leaves out a MasterCliente's hidden answers, its product answers and their text in the order, and the changes to them", () => {
    const seen = withoutHiddenFields(registrant, hiddenFields(config, reportModalities, 'MasterCliente'));
    expect(seen.campos).toEqual({ club: 'Los Pumas' });
    expect(seen.productos).toEqual([{ codigoProducto: 'playera', cantidad: 1, campos: { tallaPlayera: 'G' } }]);
    expect(seen.order.lines.map((line) => line.description)).toEqual(['Libre', 'Playera técnica · Talla: Grande', '']);
    expect(seen.order.total).toBe(registrant.order.total);
    expect(seen.changesRegistry.map((entry) => entry.description)).toEqual(['Nombre: Lucía → Lucy', 'Club: — → Los Pumas']);
  });

  it("leaves out an inscriptor's hidden answer and change, and nothing of the products it may see", () => {
    const seen = withoutHiddenFields(registrant, hiddenFields(config, reportModalities, 'inscriptor'));
    expect(seen.campos).toEqual({ alergias: 'Penicilina' });
    expect(seen.order).toEqual(registrant.order);
    expect(seen.productos).toEqual(registrant.productos);
    expect(seen.changesRegistry.map((entry) => entry.iDCampo)).toEqual([undefined, 'alergias']);
  });

  it('gives a master the registrant as stored', () => {
    expect(withoutHiddenFields(registrant, hiddenFields(config, reportModalities, 'master'))).toEqual(registrant);
  });
});
