// Registrant records as the registration flow stores them, built in bulk for the report tests and
// the registrant_admin bench, and sent to the admin fixture routes.
import { randomUUID } from 'node:crypto';
import type { AdminRegistrant } from '@shared/registration/admin-registrant';
import type { PaymentStatus } from '@shared/registration/registration-api';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';

export const payments = {
  card: { status: 'ok', formaPago: 'card', formaInscripcion: 'en linea', amount: 48_150 },
  oxxo: { status: 'ok', formaPago: 'oxxo_pay', formaInscripcion: 'en linea', amount: 48_150 },
  oxxoPending: { status: 'pendiente', formaPago: 'oxxo_pay', formaInscripcion: 'en linea' },
  cash: { status: 'ok', formaPago: 'efectivo', formaInscripcion: 'punto de Venta' },
  nothing: { status: 'pendiente', formaPago: '', formaInscripcion: 'en linea' },
} satisfies Record<string, PaymentStatus>;

/** A 10K registrant at 450.00 with its 7 % fee, paid by card online, registered `index` seconds after 1 March 2026. */
export function seededRegistrant(eventId: number, index: number, overrides: Partial<AdminRegistrant> & Partial<Pick<RegistrantItem, 'grupoId' | 'grupoEtiqueta'>> = {}) {
  const at = new Date(Date.UTC(2026, 2, 1, 15) + index * 1000).toISOString();
  const statusPago = overrides.statusPago ?? payments.card;
  const online = statusPago.formaInscripcion === 'en linea';
  const lines = [
    { code: 'insc', name: '10 kilómetros', description: 'Libre', quantity: 1, unit_price: 45_000 },
    ...(online ? [{ code: 'comision', name: 'Comisión OnLine', description: 'Comisión por registro y pago en linea', quantity: 1, unit_price: 3_150 }] : []),
  ];
  const total = lines.reduce((sum, line) => sum + line.unit_price, 0);
  const paid = statusPago.status === 'ok';
  return {
    eventId,
    registroId: randomUUID(),
    intento: randomUUID(),
    ...(paid ? { numero: index + 1 } : {}),
    nombres: `Corredora ${index}`,
    apellidos: 'Pérez Núñez',
    correo: `corredora-${index}@prueba.mx`,
    telefono: '5512345678',
    fechaNacimiento: '1992-07-15',
    genero: 'F',
    modalidad: '10K',
    rama: 'F',
    categoria: 1,
    descripcionModalidad: '10 kilómetros',
    kilometro: 10,
    nombreCategoria: 'Libre',
    fechaRegistro: paid ? at : 'PENDIENTE',
    serverTime: at,
    usuarioRegistra: 'No registrado',
    tipoRegistro: online ? 1 : 2,
    borrado: false,
    order: { moneda: 'MXN', lines, subtotal: 45_000, discount: 0, fee: total - 45_000, total, totalPesos: total },
    statusPago,
    monedaAUsar: 'MXN',
    monedaBase: 'MXN',
    versionForm: '2.0',
    tkl: 'direct',
    campos: {},
    productos: [],
    sitio: 'http://localhost',
    ...overrides,
  };
}

export type SeededRegistrant = ReturnType<typeof seededRegistrant>;

async function post(cloudUrl: string, path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${cloudUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
}

/** Stores them in parts of 1,000. */
export async function seedRegistrants(cloudUrl: string, registrants: SeededRegistrant[]): Promise<void> {
  for (let first = 0; first < registrants.length; first += 1000) {
    await post(cloudUrl, '/api/fixture/registrants', { registrants: registrants.slice(first, first + 1000) });
  }
}

export function grantRole(cloudUrl: string, eventId: number, userId: string, role: string): Promise<void> {
  return post(cloudUrl, '/api/fixture/roles', { eventId, userId, role });
}

/** The account's id (sub) from its ID token. */
export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return payload.sub;
}
