// The calls that make and feed a demo event: console API as the organizer, timing API with the event's key.
import type { EventInfo, EventSummary } from '../../../shared/results/event-schemas';
import type { StartListEntry, TimingRead } from '../../../shared/timing/timing-schemas';
import type { GeneratedRace } from './race-generator';
import { apiCaller, type SeedApi } from './seed-api';

export interface DemoEventState {
  eventId: number;
  timingKey: string;
  /** Epoch ms of the live race's first gun. */
  firstGunAt?: number;
}

/** Updates the event the state names, or creates it with a timing key. */
export async function ensureEvent(api: SeedApi, known: DemoEventState | undefined, info: EventInfo): Promise<DemoEventState> {
  if (known) {
    await api.call('PUT', `/api/events/${known.eventId}`, info);
    return known;
  }
  const created = await api.call<EventSummary>('POST', '/api/events', info);
  const { key } = await api.call<{ key: string }>('POST', `/api/events/${created.iDEvento}/timing-keys`, { label: 'Demo' });
  return { eventId: created.iDEvento, timingKey: key };
}

export async function publishRace(api: SeedApi, eventId: number, race: GeneratedRace): Promise<void> {
  await api.call('PUT', `/api/events/${eventId}/sections/modalidades`, race.modalidades);
  await api.call('PUT', `/api/events/${eventId}/sections/puntosControl`, race.puntosControl);
}

export async function sendStartList(url: string, state: DemoEventState, athletes: StartListEntry[]): Promise<void> {
  const timing = apiCaller(url, { 'x-api-key': state.timingKey });
  for (let start = 0; start < athletes.length; start += 500) {
    await timing.call('PUT', `/api/timing/events/${state.eventId}/athletes`, { athletes: athletes.slice(start, start + 500) });
  }
}

export async function sendReads(url: string, state: DemoEventState, reads: TimingRead[]): Promise<void> {
  const timing = apiCaller(url, { 'x-api-key': state.timingKey });
  for (let start = 0; start < reads.length; start += 1000) {
    await timing.call('POST', `/api/timing/events/${state.eventId}/reads`, { reads: reads.slice(start, start + 1000) });
  }
}
