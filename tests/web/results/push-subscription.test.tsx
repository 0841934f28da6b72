// Turning an athlete's push notices on (docs/realtime.md, "Push notices"): the browser's current
// subscription is asked each time, and when it has renewed it the athletes already followed move to it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock('@web/lib/api-client', () => api);
vi.mock('@web/lib/runtime-config', () => ({ loadRuntimeConfig: async () => ({ push: { publicKey: 'BKey', service: 'browser' } }) }));

const { turnNoticesOn } = await import('@web/features/results/push-subscription');
const { eventNotices, saveEventNotices } = await import('@web/features/results/push-bibs');

const EVENT = 3;
const keys = { p256dh: 'p256', auth: 'auth' };
const browserEndpoint = { current: '' };

beforeEach(() => {
  api.apiRequest.mockReset().mockResolvedValue({});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
  const registration = { pushManager: { getSubscription: async () => ({ toJSON: () => ({ endpoint: browserEndpoint.current, keys }) }), subscribe: vi.fn() } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: async () => registration, ready: Promise.resolve(registration) } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Posted = [path: string, init: { body: { endpoint: string; bib: string } }];
const posted = () => (api.apiRequest.mock.calls as Posted[]).map(([path, init]) => [path, init.body.endpoint, init.body.bib]);

describe('turning push notices on', () => {
  it("moves the athletes already followed to the browser's renewed subscription", async () => {
    saveEventNotices(EVENT, { subscription: { endpoint: 'https://push.example/old', keys }, bibs: ['7', '12'] });
    browserEndpoint.current = 'https://push.example/new';
    expect(await turnNoticesOn(EVENT, '9')).toBe('on');
    expect(posted()).toEqual([
      ['/api/events/3/avisos', 'https://push.example/new', '9'],
      ['/api/events/3/avisos', 'https://push.example/new', '7'],
      ['/api/events/3/avisos', 'https://push.example/new', '12'],
    ]);
    expect(eventNotices(EVENT)).toEqual({ subscription: { endpoint: 'https://push.example/new', keys }, bibs: ['7', '12', '9'] });
  });

  it('asks only for the new athlete while the subscription is the same', async () => {
    saveEventNotices(EVENT, { subscription: { endpoint: 'https://push.example/same', keys }, bibs: ['7'] });
    browserEndpoint.current = 'https://push.example/same';
    await turnNoticesOn(EVENT, '9');
    expect(posted()).toEqual([['/api/events/3/avisos', 'https://push.example/same', '9']]);
  });
});
