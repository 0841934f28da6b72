// A registrant's confirmation as GET /api/events/{eventId}/registrations/{registroId} answers it,
// and the API stub that serves it.
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { anEvent } from '../events-console/event-fixtures';
import { stubApi } from '../support/fake-api';

export const REGISTRO_ID = 'b1f0c7e2-5a7d-4c1e-9f00-3a2b1c0d9e8f';
export const EVENT_ID = 2;
export const pagePath = (query = '') => `/detalle-inscrito?event=${EVENT_ID}&registry=${REGISTRO_ID}${query}`;

/** Ana, paid by card, folio 1024 in the 10K. */
export function aConfirmation(overrides: Partial<RegistrantConfirmation> = {}): RegistrantConfirmation {
  return {
    registroId: REGISTRO_ID,
    enlace: REGISTRO_ID,
    event: anEvent({ iDEvento: EVENT_ID, nombreEvento: 'Carrera Nocturna de Guadalajara', fechaEvento: '2027-02-20', horaEvento: '20:00', lugarEvento: 'Avenida Chapultepec', ciudadEvento: 'Guadalajara', eventoDisponible: 2 }),
    numero: 1024,
    datos: { correo: 'ana@example.mx', nombres: 'Ana', apellidos: 'López Ruiz', telefono: '3312345678', fechaNacimiento: '1992-04-18', genero: 'F' },
    modalidad: { codigoModalidad: '10K', descripcionModalidad: '10 kilómetros', kilometro: 10 },
    rama: 'F',
    categoria: { codigo: 30, nombreCategoria: 'Libre' },
    order: {
      moneda: 'MXN',
      lines: [
        { code: 'insc', name: '10 kilómetros', description: 'Libre', quantity: 1, unit_price: 45_000, precioKey: 'general' },
        { code: 'comision', name: 'Comisión OnLine', description: 'Comisión por registro y pago en linea', quantity: 1, unit_price: 3150 },
      ],
      subtotal: 45_000,
      discount: 0,
      fee: 3150,
      total: 48_150,
      totalPesos: 48_150,
    },
    statusPago: {
      status: 'ok',
      formaPago: 'card',
      formaInscripcion: 'en linea',
      fechaPago: '2026-09-15T18:30:00.000Z',
      idOperacion: 'ord_2tK9',
      brand: 'VISA',
      last4: '4242',
      amount: 48_150,
    },
    tipoRegistro: 1,
    tipoConfirmacion: 3,
    cancelado: false,
    agotado: false,
    menor: false,
    fechaRegistro: '2026-09-15T18:29:00.000Z',
    dorsal: { raceNumberFontColor: '#c2410c', raceNumberWhiteBack: true, raceNumberImage: '/media/dorsal-2050x1640.jpg' },
    ...overrides,
  };
}

export function serveConfirmation(confirmation: RegistrantConfirmation) {
  return stubApi({ [`GET /api/events/${EVENT_ID}/registrations/${REGISTRO_ID}`]: { status: 200, body: confirmation } });
}
