// One registration burst against the local cloud, as on opening morning: many athletes at once, each
// sending the registration and paying by card (the simulator's approving test card), for more
// athletes than the modality has places. Shared by the throughput, latency and DynamoDB figures.
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import type { CreatedRegistration, RegistrantConfirmation, RegistrationView } from '@shared/registration/registration-api';
import { inParallel } from '@lambdas/core/in-parallel';
import { apiCaller } from '@infra/local/seed/seed-api';
import { signedUpAthlete } from '../support/accounts';
import { newEventInfo } from '../support/timed-events';
import { countsBetween, dynamoDbCounts, withBenchCloud, type DynamoDbCounts } from './bench-cloud';
import { measuredOnce } from './figure';

export const CAPACITY = 1000;
export const ATTEMPTS = 1300;
export const CONCURRENT_ATHLETES = 25;
const MODALITY = '10K';
const APPROVED_CARD = '4242424242424242';

export interface RegistrationBurst {
  attempts: number;
  completed: number;
  soldOut: number;
  failed: number;
  /** Milliseconds from sending the registration to the paid answer, per completed registration. */
  latencies: number[];
  seconds: number;
  folios: number[];
  inscritos: number;
  dynamodb: DynamoDbCounts;
}

const modality = {
  codigoModalidad: MODALITY,
  descripcionModalidad: '10 kilómetros',
  kilometro: 10,
  hSalidas: [{ serie: 'A', hS: '2030-03-01 07:00:00' }],
  ramaCat: {
    rama_V: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, precioKey: 'general' }] },
    rama_F: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, precioKey: 'general' }] },
  },
};

const registryConfig = {
  configModalidad: {
    [MODALITY]: {
      precio: {
        preventa_1: { precio_1: 45_000 },
        listaPrecios: { general: [{ desde: '2020-01-01T00:00:00Z', hasta: '2030-03-01T00:00:00Z', precio: 45_000 }] },
      },
      folios: { capacidad: CAPACITY, inicio: 1 },
    },
  },
  formasDePago: { tarjeta: true, oxxo: true },
};

async function upcomingEvent(url: string): Promise<number> {
  const { token } = await signedUpAthlete(url);
  const organizer = apiCaller(url, { authorization: `Bearer ${token}` });
  const { iDEvento } = await organizer.call<{ iDEvento: number }>('POST', '/api/events', newEventInfo());
  await organizer.call('PUT', `/api/events/${iDEvento}/sections/modalidades`, [modality]);
  await organizer.call('PUT', `/api/events/${iDEvento}/registration-config`, registryConfig);
  return iDEvento;
}

async function post<T>(url: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

type Outcome = { kind: 'completed'; folio: number; ms: number } | { kind: 'soldOut' } | { kind: 'failed'; detail: string };

/** One athlete: the card token (the provider's part, not timed), then the registration and its payment. */
async function register(url: string, eventId: number, index: number): Promise<Outcome> {
  const card = { number: APPROVED_CARD, name: `Atleta ${index}`, exp_month: 12, exp_year: 2035, cvc: '123' };
  const token = await post<{ id: string }>(url, '/local/payments/tokens', { card });
  const started = performance.now();
  const draft = await post<CreatedRegistration>(url, `/api/events/${eventId}/registrations`, {
    intento: randomUUID(),
    datos: {
      correo: `atleta${index}@bench.mx`,
      nombres: 'Atleta',
      apellidos: `Número ${index}`,
      telefono: '5512345678',
      fechaNacimiento: '1990-05-17',
      genero: index % 2 ? 'M' : 'F',
    },
    moneda: 'MXN',
    codigoModalidad: MODALITY,
    rama: index % 2 ? 'V' : 'F',
    codigoCategoria: 1,
  });
  if (draft.status === 409) return { kind: 'soldOut' };
  if (draft.status !== 201 && draft.status !== 200) return { kind: 'failed', detail: `registration ${draft.status}` };
  const paid = await post<RegistrantConfirmation>(url, `/api/events/${eventId}/registrations/${draft.body.registroId}/payment`, {
    metodo: 'card',
    intento: randomUUID(),
    token: token.body.id,
  });
  const ms = performance.now() - started;
  if (paid.status === 409) return { kind: 'soldOut' };
  if (paid.status !== 200 || paid.body.numero === null) return { kind: 'failed', detail: `payment ${paid.status}` };
  return { kind: 'completed', folio: paid.body.numero, ms };
}

async function measureBurst(): Promise<RegistrationBurst> {
  return withBenchCloud(async ({ url }) => {
    const eventId = await upcomingEvent(url);
    const before = await dynamoDbCounts(url);
    const started = performance.now();
    const outcomes = await inParallel(
      Array.from({ length: ATTEMPTS }, (_, index) => index),
      CONCURRENT_ATHLETES,
      (index) => register(url, eventId, index),
    );
    const seconds = (performance.now() - started) / 1000;
    const dynamodb = countsBetween(before, await dynamoDbCounts(url));
    const view = (await (await fetch(`${url}/api/events/${eventId}/registration`)).json()) as RegistrationView;
    const completed = outcomes.flatMap((outcome) => (outcome.kind === 'completed' ? [outcome] : []));
    const failures = outcomes.flatMap((outcome) => (outcome.kind === 'failed' ? [outcome.detail] : []));
    if (failures.length > 0) console.error(`registration failures: ${[...new Set(failures)].join(', ')}`);
    return {
      attempts: ATTEMPTS,
      completed: completed.length,
      soldOut: outcomes.filter((outcome) => outcome.kind === 'soldOut').length,
      failed: failures.length,
      latencies: completed.map(({ ms }) => ms),
      seconds,
      folios: completed.map(({ folio }) => folio),
      inscritos: view.ocupacion[MODALITY]?.inscritos ?? 0,
      dynamodb,
    };
  });
}

export const registrationBurst = measuredOnce(measureBurst);
