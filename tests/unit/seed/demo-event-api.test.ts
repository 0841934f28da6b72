import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PART_ROWS, ensureEvent, sendReads, sendStartList } from '@infra/local/seed/demo-event-api';
import { apiCaller, type SeedApi } from '@infra/local/seed/seed-api';
import { eventInfoSchema, type EventSummary } from '@shared/results/event-schemas';
import { athlete } from '../results/factories';

const info = eventInfoSchema.parse({
  nombreEvento: 'Medio Maratón de la Ciudad',
  fechaEvento: '2026-03-01',
  horaEvento: '07:00',
  lugarEvento: 'Zócalo',
  ciudadEvento: 'Ciudad de México',
  eventoDisponible: 1,
  organizador: { nombre: 'Organizador' },
});

/** The organizer's side of the console API, in memory; `createAnswerLost` makes POST /api/events succeed but fail to answer. */
function fakeConsole(existing: Partial<EventSummary>[] = [], options: { createAnswerLost?: boolean; createFails?: boolean } = {}) {
  const events = existing.map((event) => ({ ...info, ...event }) as EventSummary);
  const calls: string[] = [];
  const answer = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    calls.push(`${method} ${path}`);
    if (method === 'GET' && path === '/api/my-events') return { events };
    if (method === 'POST' && path === '/api/events') {
      if (options.createFails) throw new Error('POST /api/events → 500');
      const created = { ...(body as EventSummary), iDEvento: events.length + 1 };
      events.push(created);
      if (options.createAnswerLost) throw new Error('POST /api/events → The operation was aborted due to timeout');
      return created;
    }
    if (method === 'POST' && path.endsWith('/timing-keys')) return { key: `key-${path.split('/')[3]}` };
    return undefined;
  };
  const api: SeedApi = { call: answer as SeedApi['call'], callOnce: answer as SeedApi['callOnce'] };
  return { api, events, calls };
}

describe('ensureEvent', () => {
  it.each([
    ['creates the event when the organizer has none of that name', [], { eventId: 1, timingKey: 'key-1' }, 1],
    ['adopts the event of the same name a failed start made, instead of an empty duplicate', [{ iDEvento: 1 }], { eventId: 1, timingKey: 'key-1' }, 1],
    ['leaves alone an event of the same name in another state (a closed live race)', [{ iDEvento: 1, eventoDisponible: 4 as const }], { eventId: 2, timingKey: 'key-2' }, 2],
  ])('%s', async (_, existing, state, eventCount) => {
    const { api, events } = fakeConsole(existing);

    expect(await ensureEvent(api, undefined, info)).toEqual(state);
    expect(events).toHaveLength(eventCount);
  });

  it('adopts the event when its creation succeeded but the answer was lost', async () => {
    const { api, events } = fakeConsole([], { createAnswerLost: true });

    expect(await ensureEvent(api, undefined, info)).toEqual({ eventId: 1, timingKey: 'key-1' });
    expect(events).toHaveLength(1);
  });

  it('fails when the event could not be created', async () => {
    const { api } = fakeConsole([], { createFails: true });

    await expect(ensureEvent(api, undefined, info)).rejects.toThrow('POST /api/events → 500');
  });

  it('keeps the id it remembers and only updates the event', async () => {
    const { api, calls } = fakeConsole([{ iDEvento: 1 }]);

    expect(await ensureEvent(api, { eventId: 1, timingKey: 'k' }, info)).toEqual({ eventId: 1, timingKey: 'k' });
    expect(calls).toEqual(['PUT /api/events/1']);
  });
});

/** fetch stood in for: each call answers the next status in the list (then 200), or throws for 'network'. */
function stubFetch(statuses: (number | 'network')[] = []) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const status = statuses.shift() ?? 200;
    if (status === 'network') throw new TypeError('fetch failed');
    return new Response(status === 200 ? '{}' : 'ocupado', { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiCaller', () => {
  const quick = { attempts: 4, firstPauseMs: 1, timeoutMs: 1000 };

  it.each([
    ['a 503', [503], 2],
    ['a 429', [429], 2],
    ['a network error or timeout', ['network' as const], 2],
    ['three failures in a row', [500, 'network' as const, 502], 4],
  ])('retries after %s and answers once the platform does', async (_, statuses, requestCount) => {
    const requests = stubFetch([...statuses]);

    await expect(apiCaller('http://cloud', {}, quick).call('PUT', '/api/x', {})).resolves.toEqual({});
    expect(requests).toHaveLength(requestCount);
  });

  it.each([
    ['a refusal (4xx) with call', (api: SeedApi) => api.call('PUT', '/api/x', {}), [400], 1],
    ['too many failures', (api: SeedApi) => api.call('PUT', '/api/x', {}), [500, 500, 500, 500], 4],
    ['any failure with callOnce', (api: SeedApi) => api.callOnce('POST', '/api/events', {}), [503], 1],
  ])('gives up on %s', async (_, send, statuses, requestCount) => {
    const requests = stubFetch([...statuses]);

    await expect(send(apiCaller('http://cloud', {}, quick))).rejects.toThrow();
    expect(requests).toHaveLength(requestCount);
  });
});

describe('sending a demo race', () => {
  const state = { eventId: 3, timingKey: 'k' };

  it(`sends the start list in parts of at most ${DEMO_PART_ROWS} rows`, async () => {
    const requests = stubFetch();
    const athletes = Array.from({ length: 1201 }, (_, i) => athlete({ bib: String(i + 1) }));

    await sendStartList('http://cloud', state, athletes);

    expect(requests.map((request) => (request.body as { athletes: unknown[] }).athletes.length)).toEqual([500, 500, 201]);
    expect(requests.every((request) => request.method === 'PUT' && request.url === 'http://cloud/api/timing/events/3/athletes')).toBe(true);
  });

  it(`sends the reads in parts of at most ${DEMO_PART_ROWS}`, async () => {
    const requests = stubFetch();
    const reads = Array.from({ length: 750 }, (_, i) => ({ readId: `r${i}`, bib: '1', point: 'META', time: '2026-03-01T07:00:00-06:00', lap: 1 }));

    await sendReads('http://cloud', state, reads);

    expect(requests.map((request) => (request.body as { reads: unknown[] }).reads.length)).toEqual([500, 250]);
  });
});
