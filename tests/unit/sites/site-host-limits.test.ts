// The request limits of the site-host routes, counted as the table would (an in-memory stand-in of
// the rate windows): removing hosts never uses up what an organizer may add.
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { rateLimits } from '@shared/core/rate-limits';

const { hits, repository } = vi.hoisted(() => ({
  hits: new Map<string, number>(),
  repository: {
    storedHost: vi.fn(),
    getHost: vi.fn(),
    hostsOf: vi.fn(),
    claimHost: vi.fn(),
    releaseHost: vi.fn(),
    activateHost: vi.fn(),
  },
}));
vi.mock('@lambdas/limits/rate-window-repository', () => ({
  takeHit: async (subject: string, windowStart: number, _windowSeconds: number, limit: number) => {
    const key = `${subject}@${windowStart}`;
    const taken = hits.get(key) ?? 0;
    if (taken >= limit) return false;
    hits.set(key, taken + 1);
    return true;
  },
}));
vi.mock('@lambdas/events/event-access', () => ({ requirePermission: async () => undefined }));
vi.mock('@lambdas/sites/site-hosts-repository', () => repository);
vi.mock('@lambdas/sites/domain-verifier', () => ({ domainVerifier: () => ({ announce: async () => undefined, hasToken: async () => false }) }));

process.env.MAIN_HOSTS = 'carreras.mx';
const { handler: addHost } = await import('@lambdas/sites/add-site-host');
const { handler: removeHost } = await import('@lambdas/sites/remove-site-host');

function call(route: typeof addHost, pathParameters: Record<string, string>, body?: unknown) {
  const event = {
    pathParameters: { eventId: '7', ...pathParameters },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { authorizer: { jwt: { claims: { sub: 'organizer-1' } } } },
  } as unknown as HttpEvent;
  return route(event, {} as Context) as Promise<{ statusCode: number; body: string }>;
}

const subdomain = { host: 'mi-carrera.carreras.mx', eventId: 7, kind: 'subdominio', status: 'activo', token: 't', createdAt: '2026-01-01T00:00:00.000Z' };
const hourly = rateLimits.siteHostChangesPerUser[0].limit;

beforeEach(() => {
  hits.clear();
  repository.storedHost.mockResolvedValue(null);
  repository.getHost.mockResolvedValue(subdomain);
  repository.hostsOf.mockResolvedValue([]);
  repository.claimHost.mockResolvedValue('claimed');
  repository.releaseHost.mockResolvedValue(true);
});

describe('the site-host request limits', () => {
  it('lets an organizer who removed hosts all hour still add one', async () => {
    for (let removal = 0; removal < hourly; removal += 1) expect((await call(removeHost, { host: subdomain.host })).statusCode).toBe(200);
    expect((await call(addHost, {}, { tipo: 'subdominio', slug: 'mi-carrera' })).statusCode).toBe(201);
  });

  it('still limits removals, in a window of their own', async () => {
    for (let removal = 0; removal < rateLimits.siteHostRemovalsPerUser[0].limit; removal += 1) await call(removeHost, { host: subdomain.host });
    const refused = await call(removeHost, { host: subdomain.host });
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('Demasiados intentos') });
  });

  it('still limits additions', async () => {
    for (let addition = 0; addition < hourly; addition += 1) expect((await call(addHost, {}, { tipo: 'subdominio', slug: `carrera-${addition}` })).statusCode).toBe(201);
    expect((await call(addHost, {}, { tipo: 'subdominio', slug: 'una-mas' })).statusCode).toBe(429);
  });
});
