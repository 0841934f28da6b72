// Registrants as the admin area reads them, for the Dashboard and report tests: a paid-by-card 10K
// registration at 450.00 with its 7 % fee unless told otherwise.
import type { AdminRegistrant } from '@shared/registration/admin-registrant';
import type { Order, OrderLine } from '@shared/registration/order-total';
import type { PaymentStatus } from '@shared/registration/registration-api';
import { registryConfigSchema, type RegistryConfig } from '@shared/registration/registry-config-schema';
import type { Modality } from '@shared/results/event-schemas';
import { regCategory, regModality } from './factories';

export const inscription = (cents = 45_000): OrderLine => ({ code: 'insc', name: '10 kilómetros', description: 'Libre', quantity: 1, unit_price: cents });
export const fee = (cents: number): OrderLine => ({ code: 'comision', name: 'Comisión OnLine', description: '', quantity: 1, unit_price: cents });
export const product = (code: string, quantity: number, cents: number, name = code): OrderLine => ({ code: `producto-${code}`, name, description: '', quantity, unit_price: cents });

export function orderOf(lines: OrderLine[], moneda = 'MXN', rate = 1): Order {
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0);
  const feeCents = lines.filter((line) => line.code === 'comision').reduce((sum, line) => sum + line.unit_price, 0);
  return { moneda, lines, subtotal: total - feeCents, discount: 0, fee: feeCents, total, totalPesos: Math.round(total * rate) };
}

export const paidBy = {
  card: { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea' },
  oxxo: { status: 'ok', formaPago: 'oxxo_pay', formaInscripcion: 'en linea' },
  oxxoPending: { status: 'pendiente', formaPago: 'oxxo_pay', formaInscripcion: 'en linea' },
  cash: { status: 'ok', formaPago: 'efectivo', formaInscripcion: 'punto de Venta' },
  nothing: { status: 'pendiente', formaPago: '', formaInscripcion: 'en linea' },
} satisfies Record<string, PaymentStatus>;

let next = 0;

export function adminRegistrant(overrides: Partial<AdminRegistrant> = {}): AdminRegistrant {
  next += 1;
  return {
    registroId: `r${next}`,
    numero: next,
    nombres: 'Lucía',
    apellidos: 'Hernández Soto',
    correo: 'lucia@prueba.mx',
    telefono: '5512345678',
    fechaNacimiento: '1992-07-15',
    modalidad: '10K',
    descripcionModalidad: '10 kilómetros',
    rama: 'F',
    categoria: 1,
    nombreCategoria: 'Libre',
    fechaRegistro: '2026-03-02T18:00:00.000Z',
    serverTime: '2026-03-02T17:59:00.000Z',
    usuarioRegistra: 'No registrado',
    borrado: false,
    order: orderOf([inscription(), fee(3_150)]),
    statusPago: paidBy.card,
    campos: {},
    tkl: 'direct',
    productos: [],
    ...overrides,
  };
}

/** A 10K with a shirt (its size asked) and a medal, a general Select and checkbox, and a hidden field. */
export function reportConfig(overrides: Record<string, unknown> = {}): RegistryConfig {
  return registryConfigSchema.parse({
    formulario: [
      { campo: 'talla', etiqueta: 'Talla', iDCampo: 'talla', tipoCampo: 'Select', valor: [{ texto: 'Chica', valor: 'S' }, { texto: 'Mediana', valor: 'M' }] },
      { campo: 'reglamento', etiqueta: 'Acepto el reglamento', iDCampo: 'reglamento', tipoCampo: 'checkbox' },
      { campo: 'titulo', etiqueta: 'Emergencias', iDCampo: 'titulo', tipoCampo: 'titulo' },
      { campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text', hideInscriptor: true },
    ],
    configModalidad: {
      '10K': {
        precio: { preventa_1: { precio_1: 45_000 } },
        folios: { capacidad: 100 },
        productosAdicionales: [
          {
            codigoProducto: 'playera',
            nombreProducto: 'Playera',
            precioProducto: 25_000,
            maxCantidad: 2,
            formularioProducto: [{ campo: 'tallaPlayera', etiqueta: 'Talla', iDCampo: 'tallaPlayera', tipoCampo: 'Select', valor: [{ texto: 'Grande', valor: 'G' }] }],
          },
          { codigoProducto: 'medalla', nombreProducto: 'Medalla', precioProducto: 15_000, maxCantidad: 1 },
        ],
      },
    },
    configuracion: { moneda: [{ codigo: 'MXN', tipo: 'base', tipoCambio: 1, texto: 'Pesos', cambioAPeso: 1 }, { codigo: 'USD', tipoCambio: 17.5, texto: 'Dólares', cambioAPeso: 17.5 }] },
    ...overrides,
  });
}

/** The event's 10K: its women's category fills the 'elite' field group, no category the 'contacto' one. */
export const reportModalities: Modality[] = [regModality({ rama_F: { categorias: [regCategory({ codigo: 1, nombreCategoria: 'Libre', camposAdicionalesKey: 'elite' })] } })];

/** reportConfig with a category's group ('elite', a Select) and a group only a form of the organizer's web uses ('contacto'). */
export function groupedReportConfig(): RegistryConfig {
  return reportConfig({
    gruposFormularios: {
      contacto: [
        { campo: 'contactoTema', etiqueta: 'Tema', iDCampo: 'contactoTema', tipoCampo: 'Select', valor: [{ texto: 'Inscripciones', valor: 'inscripciones' }] },
        { campo: 'contactoMensaje', etiqueta: 'Mensaje', iDCampo: 'contactoMensaje', tipoCampo: 'text' },
      ],
      elite: [{ campo: 'marca', etiqueta: 'Mejor marca', iDCampo: 'marca', tipoCampo: 'Select', valor: [{ texto: 'Menos de 40 min', valor: 'sub40' }] }],
    },
  });
}
