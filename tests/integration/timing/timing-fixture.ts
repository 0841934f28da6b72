// A small timed race made through the console API, and calls to the timing API with its key.
import type { ControlPoint, Modality } from '@shared/results/event-schemas';
import type { StartListEntry } from '@shared/timing/timing-schemas';
import { queuesDrained } from '../../support/queues-drained';
import { callApi, signedUpAthlete, type ApiAnswer } from '../../support/accounts';
import { createdEvent, newEventInfo } from '../../support/timed-events';

export interface TimedRace {
  eventId: number;
  key: string;
  keyId: string;
  token: string;
}

export const RACE_DAY = '2030-03-01';

/** An instant of race day as a timing system writes it (Mexico City, UTC−6). */
export const at = (clock: string) => `${RACE_DAY}T${clock}-06:00`;

export const tenK: Modality = {
  codigoModalidad: '10K',
  descripcionModalidad: '10 kilómetros',
  kilometro: 10,
  hSalidas: [{ serie: 'A', descripcionSerie: 'General', hS: `${RACE_DAY} 07:00:00` }],
  ramaCat: {
    rama_V: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: false, hide: false }] },
    rama_F: { categorias: [{ codigo: 1, nombreCategoria: 'Libre', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: false, hide: false }] },
  },
  backyard: false,
  hide: false,
  hideAditionalInputs: false,
  hideAditionalProducts: false,
};

const point = (codigo: string, punto: number, kilometro: number, tipoControl: 1 | 2 | 3): ControlPoint => ({
  codigoModalidad: '10K',
  codigo,
  punto,
  vuelta: 1,
  descripcionPunto: codigo,
  kilometro,
  tipoControl,
  unidadPaso: 'min/k',
});
export const tenKPoints = [point('SALIDA', 0, 0, 1), point('KM5', 1, 5, 2), point('META', 2, 10, 3)];

export const runner = (bib: string, nombre: string, rama: 'V' | 'F' = 'V'): StartListEntry => ({
  bib,
  chip: `C${bib}`,
  nombre,
  apellidos: 'Prueba',
  rama,
  fechaNacimiento: '1990-01-01',
  modalidad: '10K',
  serie: 'A',
});

export interface RaceSetup {
  modalidades?: Modality[];
  puntosControl?: ControlPoint[];
  timingConfig?: Record<string, unknown>;
  athletes?: StartListEntry[];
}

async function ok<T>(answer: Promise<ApiAnswer<T>>, expected = 200): Promise<T> {
  const { status, body } = await answer;
  if (status !== expected) throw new Error(`expected ${expected}, got ${status} ${JSON.stringify(body)}`);
  return body;
}

/** An event with its sections and a timing key; the start list is uploaded when given. */
export async function timedRace(cloudUrl: string, setup: RaceSetup = {}): Promise<TimedRace> {
  const { token } = await signedUpAthlete(cloudUrl);
  const { iDEvento: eventId } = await createdEvent(cloudUrl, token, newEventInfo({ fechaEvento: RACE_DAY, eventoDisponible: 4 }));
  const section = (name: string, body: unknown) => ok(callApi(cloudUrl, `/api/events/${eventId}/sections/${name}`, { method: 'PUT', token, body }));
  await section('modalidades', setup.modalidades ?? [tenK]);
  await section('puntosControl', setup.puntosControl ?? tenKPoints);
  if (setup.timingConfig) await section('timingConfig', setup.timingConfig);
  const created = await ok(
    callApi<{ key: string; keyId: string }>(cloudUrl, `/api/events/${eventId}/timing-keys`, { method: 'POST', token, body: { label: 'Prueba' } }),
    201,
  );
  const race = { eventId, key: created.key, keyId: created.keyId, token };
  if (setup.athletes) await ok(timingCall(cloudUrl, race, 'PUT', 'athletes', { athletes: setup.athletes }));
  return race;
}

/**
 * A timing API call as a timing system makes it: JSON, or CSV when the body is text. The standings
 * are refreshed off the request path; unless told not to, this waits for that before answering.
 */
export async function timingCall<T = unknown>(
  cloudUrl: string,
  race: Pick<TimedRace, 'eventId' | 'key'>,
  method: 'POST' | 'PUT',
  resource: 'reads' | 'athletes' | 'results' | 'photo-uploads',
  body: unknown,
  key: string | null = race.key,
  { settle = true }: { settle?: boolean } = {},
): Promise<ApiAnswer<T>> {
  const csv = typeof body === 'string';
  const res = await fetch(`${cloudUrl}/api/timing/events/${race.eventId}/${resource}`, {
    method,
    headers: { 'content-type': csv ? 'text/csv' : 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
    body: csv ? body : JSON.stringify(body),
  });
  const text = await res.text();
  if (settle && res.ok) await queuesDrained(cloudUrl);
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export const sendReads = <T = unknown>(cloudUrl: string, race: TimedRace, reads: unknown[], key?: string | null) =>
  timingCall<T>(cloudUrl, race, 'POST', 'reads', { reads }, key);
