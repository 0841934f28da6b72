// Registration events made through the console API, and the public registration flow's calls, for
// tests against a local cloud.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { OutboxMail } from '@infra/local/mail-outbox';
import type { ListedOrder } from '@infra/local/payment-simulator';
import { simulatorSignatureHeader } from '@lambdas/core/simulator-signature';
import type { PaymentRequest, RegistrationRequest, RegistrationView } from '@shared/registration/registration-api';
import type { Modality } from '@shared/results/event-schemas';
import { callApi, signedUpAthlete, type ApiAnswer } from '../../support/accounts';
import type { CloudProcess } from '../../support/local-cloud-process';
import { spawnSuiteCloud } from '../../support/suite-cloud';
import { createdEvent } from '../../support/timed-events';

export const MODALITY = '10K';
export const APPROVED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

export const tenK: Modality = {
  codigoModalidad: MODALITY,
  descripcionModalidad: '10 kilómetros',
  kilometro: 10,
  hSalidas: [{ serie: 'A', descripcionSerie: 'General', hS: '2030-03-01 07:00:00' }],
  ramaCat: {
    rama_V: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: false, hide: false, precioKey: 'general' }] },
    rama_F: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: false, hide: false, precioKey: 'general' }] },
  },
  backyard: false,
  hide: false,
  hideAditionalInputs: false,
  hideAditionalProducts: false,
};

/** A 10K at 450.00 MXN (a window covering the whole test run), card and OXXO on, with a shirt (its size asked) and a hidden medal. */
export function registryConfigFor(overrides: { capacidad?: number; inicio?: number; precio?: number; [key: string]: unknown } = {}) {
  const { capacidad = 100, inicio = 1, precio = 45_000, ...rest } = overrides;
  return {
    configModalidad: {
      [MODALITY]: {
        precio: {
          preventa_1: { precio_1: precio },
          listaPrecios: { general: [{ desde: '2020-01-01T00:00:00Z', hasta: '2030-03-01T00:00:00Z', precio }] },
        },
        folios: { capacidad, inicio },
        productosAdicionales: [
          {
            codigoProducto: 'playera',
            nombreProducto: 'Playera',
            descripcionProducto: 'Playera técnica',
            precioProducto: 25_000,
            maxCantidad: 2,
            formularioProducto: [{ campo: 'talla', etiqueta: 'Talla', iDCampo: 'talla', tipoCampo: 'Select', valor: [{ texto: 'M', valor: 'M' }, { texto: 'G', valor: 'G' }] }],
          },
          { codigoProducto: 'medalla', nombreProducto: 'Medalla', precioProducto: 10_000, maxCantidad: 1, hideInPublic: true },
        ],
      },
    },
    formasDePago: { tarjeta: true, oxxo: true },
    ...rest,
  };
}

export interface RegistrationEvent {
  eventId: number;
  token: string;
}

async function ok<T>(answer: Promise<ApiAnswer<T>>, expected = 200): Promise<T> {
  const { status, body } = await answer;
  if (status !== expected) throw new Error(`expected ${expected}, got ${status} ${JSON.stringify(body)}`);
  return body;
}

/** An upcoming event with the 10K and the given registry configuration, made by a new organizer. */
export async function registrationEvent(cloudUrl: string, config: unknown = registryConfigFor()): Promise<RegistrationEvent> {
  const { token } = await signedUpAthlete(cloudUrl);
  const { iDEvento: eventId } = await createdEvent(cloudUrl, token, { fechaEvento: '2030-03-01', eventoDisponible: 2 });
  await ok(callApi(cloudUrl, `/api/events/${eventId}/sections/modalidades`, { method: 'PUT', token, body: [tenK] }));
  await ok(callApi(cloudUrl, `/api/events/${eventId}/registration-config`, { method: 'PUT', token, body: config }));
  return { eventId, token };
}

export function registrationBody(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    intento: randomUUID(),
    datos: {
      correo: `corredora-${randomUUID().slice(0, 8)}@prueba.mx`,
      nombres: 'Lucía',
      apellidos: 'Hernández Soto',
      telefono: '5512345678',
      fechaNacimiento: '1992-07-15',
      genero: 'F',
    },
    moneda: 'MXN',
    codigoModalidad: MODALITY,
    rama: 'F',
    codigoCategoria: 1,
    campos: {},
    productos: [],
    ...overrides,
  };
}

export const register = <T = unknown>(cloudUrl: string, eventId: number, body: unknown) =>
  callApi<T>(cloudUrl, `/api/events/${eventId}/registrations`, { method: 'POST', body });

export const payRegistration = <T = unknown>(cloudUrl: string, eventId: number, registroId: string, body: PaymentRequest) =>
  callApi<T>(cloudUrl, `/api/events/${eventId}/registrations/${registroId}/payment`, { method: 'POST', body });

export const confirmationOf = <T = unknown>(cloudUrl: string, eventId: number, registroId: string) =>
  callApi<T>(cloudUrl, `/api/events/${eventId}/registrations/${registroId}`);

export async function occupancy(cloudUrl: string, eventId: number): Promise<number> {
  const view = await ok(callApi<RegistrationView>(cloudUrl, `/api/events/${eventId}/registration`));
  return view.ocupacion[MODALITY]?.inscritos ?? 0;
}

/** A card token from the simulator, as the browser's tokenizer gets one. */
export async function cardToken(cloudUrl: string, number = APPROVED_CARD): Promise<string> {
  const card = { number, name: 'Lucía Hernández', exp_month: 12, exp_year: 2035, cvc: '123' };
  return (await ok(callApi<{ id: string }>(cloudUrl, '/local/payments/tokens', { method: 'POST', body: { card } }))).id;
}

export async function simulatorOrders(cloudUrl: string): Promise<ListedOrder[]> {
  return ok(callApi<ListedOrder[]>(cloudUrl, '/local/payments.json'));
}

/** Off, the simulator drops its notifications, as if the cloud had missed every delivery of them. */
export async function setSimulatorWebhooks(cloudUrl: string, entregar: boolean): Promise<void> {
  await ok(callApi(cloudUrl, '/local/payments/webhooks', { method: 'POST', body: { entregar } }));
}

/** A local cloud of the suite's own with the test-only routes of fixtures/fixture-routes.ts (or a table built on them), stopped after the suite. */
export function fixtureCloudForSuite(routes = 'tests/integration/registration/fixtures/fixture-routes.ts'): { readonly url: string } {
  let cloud: CloudProcess | undefined;
  beforeAll(async () => {
    // Its suites send every voucher from one address: the limits are tested in tests/integration/edge.
    cloud = await spawnSuiteCloud(['--no-seed', '--routes', routes, '--web-dist', 'tests/support/fixtures/web-dist', '--rate-limit-factor', '1000']);
  });
  afterAll(() => cloud?.stop());
  return {
    get url() {
      if (!cloud) throw new Error('the fixture cloud is not started yet');
      return cloud.url;
    },
  };
}

/**
 * Delivers a notification body to the webhook signed as the simulator signs, through the test-only
 * sign-notification route of fixtures/fixture-routes.ts; answers the webhook's status.
 */
export async function deliverSigned(cloudUrl: string, body: string): Promise<number> {
  const { signature } = (await (await fetch(`${cloudUrl}/api/fixture/sign-notification`, { method: 'POST', body })).json()) as { signature: string };
  const delivered = await fetch(`${cloudUrl}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', [simulatorSignatureHeader]: signature }, body });
  return delivered.status;
}

export async function mailsTo(cloudUrl: string, correo: string): Promise<OutboxMail[]> {
  return ok(callApi<OutboxMail[]>(cloudUrl, `/local/outbox.json?to=${encodeURIComponent(correo)}`));
}
