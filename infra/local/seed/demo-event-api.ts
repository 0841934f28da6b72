// The calls that make and feed a demo event: console API as the organizer, timing API with the event's key.
import type { EventInfo, EventSummary } from '@shared/results/event-schemas';
import type { StartListEntry, TimingRead } from '@shared/timing/timing-schemas';
import type { GeneratedRace } from './race-generator';
import { apiCaller, type SeedApi } from './seed-api';

/** Small parts ride out a slow machine: each request does a bounded amount of work (the start-list maximum is higher). */
export const DEMO_PART_ROWS = 500;

export interface DemoEventState {
  eventId: number;
  timingKey: string;
  /** Epoch ms of the live race's first gun. */
  firstGunAt?: number;
  /**
   * False from its creation until its start list (and reads) were all sent, so a start that failed
   * in between sends them again; states saved before this flag existed were saved only once loaded.
   */
  loaded?: boolean;
}

/** The organizer's event made from this info before, found by its name and state: the demo's stable key, not an id. */
async function findEvent(api: SeedApi, info: EventInfo): Promise<EventSummary | undefined> {
  const { events } = await api.call<{ events: EventSummary[] }>('GET', '/api/my-events');
  return events
    .filter((event) => event.nombreEvento === info.nombreEvento && event.eventoDisponible === info.eventoDisponible)
    .sort((a, b) => a.iDEvento - b.iDEvento)[0];
}

/** Creating is not repeatable: when the answer is lost, the event may exist all the same. */
async function createEvent(api: SeedApi, info: EventInfo): Promise<EventSummary> {
  try {
    return await api.callOnce<EventSummary>('POST', '/api/events', info);
  } catch (error) {
    const made = await findEvent(api, info);
    if (made) return made;
    throw error;
  }
}

/**
 * Updates the event the state names; otherwise adopts the organizer's event of the same name (made by
 * a start that failed before remembering it) or creates it, then gives it a timing key.
 */
export async function ensureEvent(api: SeedApi, known: DemoEventState | undefined, info: EventInfo): Promise<DemoEventState> {
  if (known) {
    await api.call('PUT', `/api/events/${known.eventId}`, info);
    return known;
  }
  const event = (await findEvent(api, info)) ?? (await createEvent(api, info));
  const { key } = await api.call<{ key: string }>('POST', `/api/events/${event.iDEvento}/timing-keys`, { label: 'Demo' });
  return { eventId: event.iDEvento, timingKey: key };
}

export async function publishRace(api: SeedApi, eventId: number, race: GeneratedRace): Promise<void> {
  await api.call('PUT', `/api/events/${eventId}/sections/modalidades`, race.modalidades);
  await api.call('PUT', `/api/events/${eventId}/sections/puntosControl`, race.puntosControl);
}

function partsOf<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / DEMO_PART_ROWS) }, (_, index) => rows.slice(index * DEMO_PART_ROWS, (index + 1) * DEMO_PART_ROWS));
}

const timingApi = (url: string, state: DemoEventState): SeedApi => apiCaller(url, { 'x-api-key': state.timingKey });

/** Each part replaces the entries of its bibs only, so sending a part twice is harmless. */
export async function sendStartList(url: string, state: DemoEventState, athletes: StartListEntry[]): Promise<void> {
  const timing = timingApi(url, state);
  for (const part of partsOf(athletes)) await timing.call('PUT', `/api/timing/events/${state.eventId}/athletes`, { athletes: part });
}

/** Reads carry their readId: a part sent twice is counted as duplicates. */
export async function sendReads(url: string, state: DemoEventState, reads: TimingRead[]): Promise<void> {
  const timing = timingApi(url, state);
  for (const part of partsOf(reads)) await timing.call('POST', `/api/timing/events/${state.eventId}/reads`, { reads: part });
}
