// A registration as the API answers it: an upcoming event, its modalities and a registry
// configuration with fields, products, two currencies and the discount code on.
import type { z } from 'zod';
import type { Order } from '@shared/registration/order-total';
import type { CreatedRegistration, RegistrantConfirmation, RegistrationView } from '@shared/registration/registration-api';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import type { Category } from '@shared/results/event-schemas';
import { aModality, anEvent } from '../../events-console/event-fixtures';

export const EVENT_ID = 7;
export const event = anEvent({ iDEvento: EVENT_ID, nombreEvento: 'Medio Maratón de la Ciudad', eventoDisponible: 2, fechaEvento: '2030-03-01' });

const category = (codigo: number, nombreCategoria: string, edadDesde: number, edadHasta: number, extra: Partial<Category> = {}) => ({
  codigo,
  nombreCategoria,
  edadDesde,
  edadHasta,
  ...extra,
});

/** 21K: one category per gender for an adult; 10K: juniors only; 5K: sold out; 3K: women's and mixed. */
export const modalidades = [
  aModality({
    codigoModalidad: '21K',
    descripcionModalidad: 'Medio maratón',
    kilometro: 21,
    ramaCat: {
      rama_V: { categorias: [category(1, 'Libre Varonil', 18, 49), category(2, 'Master Varonil', 50, 200), category(9, 'Absoluto', 0, 200, { absolutos: true })] },
      rama_F: { categorias: [category(1, 'Libre Femenil', 18, 49, { camposAdicionalesKey: 'elite' }), category(2, 'Master Femenil', 50, 200)] },
    },
  }),
  aModality({ codigoModalidad: '10K', descripcionModalidad: 'Carrera 10K', kilometro: 10, ramaCat: { rama_F: { categorias: [category(3, 'Juvenil', 0, 17)] }, rama_V: { categorias: [category(3, 'Juvenil', 0, 17)] } } }),
  aModality({ codigoModalidad: '5K', descripcionModalidad: 'Carrera 5K', kilometro: 5, ramaCat: { rama_F: { categorias: [category(1, 'Libre', 0, 200)] } } }),
  aModality({
    codigoModalidad: '3K',
    descripcionModalidad: 'Caminata 3K',
    kilometro: 3,
    hideAditionalInputs: true,
    ramaCat: { rama_F: { categorias: [category(1, 'Libre 3K', 0, 200)] }, rama_M: { categorias: [category(5, 'Parejas', 0, 200)] }, rama_V: { categorias: [category(1, 'Libre 3K', 0, 200)] } },
  }),
];

const field = (iDCampo: string, etiqueta: string, extra: Record<string, unknown> = {}) => ({ campo: iDCampo, etiqueta, iDCampo, tipoCampo: 'text', ...extra });
const tallas = [
  { texto: 'Chica', valor: 'CH' },
  { texto: 'Mediana', valor: 'M' },
];

const configInput = {
  formulario: [
    field('talla', 'Talla de playera', { tipoCampo: 'Select', validacion: 'Requerido', valor: tallas, anchoCampo: 6, order: 2 }),
    field('club', 'Club', { anchoCampo: 6, order: 1 }),
    field('nota', 'Nota interna', { hideInPublic: true }),
  ],
  gruposFormularios: { elite: [field('marca', 'Marca personal', { validacion: 'Requerido', regex: '^\\d{2}:\\d{2}$', regexMessage: 'Escribe tu marca como HH:MM' })] },
  configModalidad: {
    '21K': {
      precio: { preventa_1: { precio_1: 50_000 } },
      folios: { capacidad: 100, inicio: 1 },
      camposAdicionalesModalidad: { emergencia: [field('contacto', 'Contacto de emergencia', { validacion: 'Requerido' })] },
      productosAdicionales: [
        {
          codigoProducto: 'playera',
          nombreProducto: 'Playera conmemorativa',
          descripcionProducto: 'Playera técnica del evento',
          precioProducto: 25_000,
          maxCantidad: 2,
          imagenProducto: 'https://media.example.mx/playera.jpg',
          formularioProducto: [field('tallaProducto', 'Talla de la playera', { tipoCampo: 'Select', validacion: 'Requerido', valor: tallas })],
        },
        { codigoProducto: 'medalla', nombreProducto: 'Medalla grabada', precioProducto: 15_000, maxCantidad: 1 },
        { codigoProducto: 'oculto', nombreProducto: 'Producto de staff', precioProducto: 100, maxCantidad: 1, hideInPublic: true },
      ],
    },
    '10K': { precio: { preventa_1: { precio_1: 30_000 } }, folios: { capacidad: 100, inicio: 1001 } },
    '5K': { precio: { preventa_1: { precio_1: 20_000 } }, folios: { capacidad: 5, inicio: 2001 } },
    '3K': { precio: { preventa_1: { precio_1: 0 } }, folios: { capacidad: 100, inicio: 3001 }, camposAdicionalesModalidad: { oculto: [field('oculto', 'Campo de modalidad oculto', { validacion: 'Requerido' })] } },
  },
  configuracion: {
    moneda: [
      { codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos Mexicanos', cambioAPeso: 1 },
      { codigo: 'USD', tipoCambio: 20, texto: 'Dólares', cambioAPeso: 20, mostrarCambioAPesos: true },
    ],
  },
  formasDePago: { codigoDescuento: true, tarjeta: true, oxxo: true },
};

type ConfigInput = z.input<typeof registryConfigSchema>;

export function aView(overrides: { config?: Partial<ConfigInput>; abierta?: boolean; modalidades?: RegistrationView['modalidades'] } = {}): RegistrationView {
  const { codigosDescuento: _hidden, ...config } = registryConfigSchema.parse({ ...configInput, ...overrides.config });
  return {
    event,
    modalidades: overrides.modalidades ?? modalidades,
    config,
    ocupacion: { '21K': { capacidad: 100, inscritos: 10 }, '10K': { capacidad: 100, inscritos: 0 }, '5K': { capacidad: 5, inscritos: 5 }, '3K': { capacidad: 100, inscritos: 0 } },
    abierta: overrides.abierta ?? true,
  };
}

export const ana = {
  correo: 'ana@example.mx',
  nombres: 'Ana',
  apellidos: 'López',
  telefono: '5512345678',
  fechaNacimiento: '1990-03-15',
  genero: 'F' as const,
};

export function anOrder(total: number, overrides: Partial<Order> = {}): Order {
  const fee = Math.round(total * 0.07);
  return {
    moneda: 'MXN',
    lines: [
      { code: 'insc', name: 'Medio maratón', description: 'Libre Femenil', quantity: 1, unit_price: total - fee },
      { code: 'comision', name: 'Comisión OnLine', description: 'Comisión por registro y pago en linea', quantity: 1, unit_price: fee },
    ],
    subtotal: total - fee,
    discount: 0,
    fee,
    total,
    totalPesos: total,
    ...overrides,
  };
}

export const aCreatedRegistration = (order: Order = anOrder(53_500)): CreatedRegistration => ({ registroId: 'reg-123', order });

export function aConfirmation(overrides: Partial<RegistrantConfirmation> = {}): RegistrantConfirmation {
  const order = overrides.order ?? anOrder(53_500);
  return {
    registroId: 'reg-123',
    enlace: 'reg-123',
    event,
    numero: 15,
    datos: ana,
    modalidad: { codigoModalidad: '21K', descripcionModalidad: 'Medio maratón', kilometro: 21 },
    rama: 'F',
    categoria: { codigo: 1, nombreCategoria: 'Libre Femenil' },
    order,
    statusPago: { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea' },
    tipoRegistro: 1,
    tipoConfirmacion: 3,
    cancelado: false,
    agotado: false,
    menor: false,
    fechaRegistro: '2026-11-21T12:00:00.000Z',
    dorsal: { raceNumberFontColor: '#000000', raceNumberWhiteBack: false, raceNumberImage: '' },
    ...overrides,
  };
}
