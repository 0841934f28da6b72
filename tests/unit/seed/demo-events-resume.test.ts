import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendReads, sendStartList } from '@infra/local/seed/demo-event-api';
import { demoEventsStep } from '@infra/local/seed/demo-events';
import { readDemoState } from '@infra/local/seed/demo-state';
import { signedInApi, type SeedApi } from '@infra/local/seed/seed-api';
import type { SeedContext } from '@infra/local/seed-demo';
import type { EventSummary } from '@shared/results/event-schemas';

vi.mock('@infra/local/seed/seed-api', () => ({ signedInApi: vi.fn() }));
vi.mock('@infra/local/seed/live-feed', () => ({
  startLiveFeed: vi.fn(async () => ({ state: { eventId: 99, timingKey: 'live', firstGunAt: 1 }, stop: () => undefined })),
}));
vi.mock('@infra/local/seed/demo-event-api', async (original) => ({
  ...(await original<typeof import('@infra/local/seed/demo-event-api')>()),
  sendStartList: vi.fn(),
  sendReads: vi.fn(),
}));

/** The platform's organizer API, in memory, keeping its events across starts. */
function fakePlatform() {
  const events: EventSummary[] = [];
  const answer = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    if (method === 'GET' && path === '/api/my-events') return { events };
    if (method === 'POST' && path === '/api/events') {
      const created = { ...(body as EventSummary), iDEvento: events.length + 1 };
      events.push(created);
      return created;
    }
    if (path.endsWith('/timing-keys')) return { key: `key-${path.split('/')[3]}` };
    return undefined;
  };
  const api: SeedApi = { call: answer as SeedApi['call'], callOnce: answer as SeedApi['callOnce'] };
  return { api, events };
}

let context: SeedContext;

beforeEach(async () => {
  const stateDir = await mkdtemp(join(tmpdir(), 'demo-state-'));
  context = { url: 'http://cloud', cognito: {} as never, userPoolId: 'pool', stateDir, demoAthletes: 30, demoRegistrants: 0, demoRetos: false, log: () => undefined };
});

afterEach(async () => {
  await rm(context.stateDir, { recursive: true, force: true });
  vi.mocked(sendStartList).mockReset();
  vi.mocked(sendReads).mockReset();
});

describe('the demo events step after a start that failed halfway', () => {
  it('resumes with the same event ids, sends the finished race again and leaves no empty duplicate', async () => {
    const platform = fakePlatform();
    vi.mocked(signedInApi).mockResolvedValue(platform.api);
    vi.mocked(sendStartList).mockRejectedValueOnce(new Error('PUT /api/timing/events/1/athletes → 500'));

    await expect(demoEventsStep.run(context)).rejects.toThrow('→ 500');
    expect(await readDemoState(context)).toEqual({ finished: { eventId: 1, timingKey: 'key-1', loaded: false } });

    const stop = await demoEventsStep.run(context);

    expect(typeof stop).toBe('function');
    expect(platform.events.map((event) => [event.iDEvento, event.nombreEvento])).toEqual([
      [1, 'Medio Maratón de la Ciudad'],
      [2, 'Carrera Nocturna de Guadalajara'],
      [3, 'Carrera de la Primavera de Puebla'],
    ]);
    expect(await readDemoState(context)).toMatchObject({
      finished: { eventId: 1, loaded: true },
      upcoming: { eventId: 2 },
      live: { eventId: 99 },
      spring: { eventId: 3 },
    });
    expect(vi.mocked(sendStartList)).toHaveBeenCalledTimes(2);
    expect(vi.mocked(sendReads)).toHaveBeenCalledOnce();
  });

  it('does not send a loaded race again on the next start', async () => {
    vi.mocked(signedInApi).mockResolvedValue(fakePlatform().api);
    await demoEventsStep.run(context);

    await demoEventsStep.run(context);

    expect(vi.mocked(sendStartList)).toHaveBeenCalledOnce();
    expect(vi.mocked(sendReads)).toHaveBeenCalledOnce();
  });
});
