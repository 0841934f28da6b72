// Every HTTP route of infra/routes.ts, fed hostile bodies, path parameters and queries by a caller
// who may use it: never a 5xx, a Spanish message on every 4xx, and a refused write leaves the
// document it targets as it was.
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '@infra/routes';
import { tenK } from '../registration/registration-fixture';
import { tenKPoints } from '../timing/timing-fixture';
import { hostileBody, hostileSegment, unreadableTexts, type HostileBody } from './hostile-bodies';
import { methodOf, requestOf, templateOf, type RouteRequest } from './route-requests';
import { securityWorld, sendRaw, type Credentials, type RawAnswer, type SecurityWorld } from './security-world';

const cloudUrl = inject('cloudUrl');
const cognitoAdminEndpoint = inject('cognitoAdminEndpoint');

// Fourteen random requests per route, besides the named hostile examples every route gets: with 147 routes
// the file sends about 2,100, and more each kept the suite past its ten minutes (docs/testing.md).
const RUNS = 14;

let world: SecurityWorld;
beforeAll(async () => {
  world = await securityWorld(cloudUrl, cognitoAdminEndpoint);
});

/** A caller the route serves: the event's master for accounts, the event's key for timing systems. */
function callerFor(route: HttpRoute): Credentials {
  if (route.auth === 'user') return world.callers.master;
  return route.auth === 'timingKey' ? world.callers.key : world.callers.anonymous;
}

/** Each section with a valid document of its own, so its fields are fuzzed too. */
const sectionDocuments: Record<string, unknown> = {
  modalidades: [tenK],
  puntosControl: tenKPoints,
  timingConfig: { deadTimeSeconds: 10, eventVideos: [{ videoId: 'dQw4w9WgXcQ', startTime: '2030-03-01 07:00:00', endTime: '2030-03-01 09:00:00' }] },
  photoConfig: { logos: [{ codLogo: 'L1', rutaLogo: '/media/logo.png' }], photoWindowSeconds: 200 },
  convocatoria: { blocks: [{ type: 'text', title: 'Reglamento', text: 'Corre con cuidado' }, { type: 'place', name: 'Salida', lat: 19.4, lng: -99.1 }] },
  customViews: [{ name: 'Vista', views: [{ text: '[nombre]', x: 0.5, y: 0.5 }], miniTheme: { background: '#ffffff', fontSize: 24 } }],
  customStrings: { evento: 'Carrera' },
};

async function basesOf(route: HttpRoute, who: Credentials): Promise<RouteRequest[]> {
  const base = await requestOf(route, world, who);
  if (route.id !== 'SaveEventSection') return [base];
  return Object.entries(sectionDocuments).map(([section, body]) => ({ ...base, params: { section }, body }));
}

/** What a refused write must leave as it was, read the way its owner reads it. */
const read = (path: string, who: Credentials = {}) => async () => (await sendRaw(cloudUrl, 'GET', path, who)).body;
const storedTargets: Record<string, () => Promise<unknown>> = {
  UpdateMyProfile: () => read('/api/me', world.callers.master)(),
  UpdateMyTraining: () => read('/api/me/training', world.callers.master)(),
  CreateEvent: () => read('/api/my-events', world.callers.master)(),
  UpdateEvent: () => read(`/api/events/${world.eventId}`)(),
  SaveEventSection: () => read(`/api/events/${world.eventId}`)(),
  CreateTimingKey: () => read(`/api/events/${world.eventId}/timing-keys`, world.callers.master)(),
  SaveRegistryConfig: () => read(`/api/events/${world.eventId}/registration-config`, world.callers.master)(),
  PayRegistration: () => read(`/api/events/${world.eventId}/registrations/${world.registroId}`)(),
  SaveSite: () => read(`/api/events/${world.eventId}/site`, world.callers.master)(),
  CreateFormSubmission: () => read(`/api/events/${world.eventId}/forms/submissions?form=contacto`, world.callers.master)(),
  CreateVirtualEvent: () => read('/api/my-retos', world.callers.master)(),
  SendRetoBroadcast: () => read(`/api/retos/${world.retoId}/chat/broadcasts`, world.callers.master)(),
  UpdateVirtualEvent: () => read(`/api/retos/${world.retoId}/config`, world.callers.master)(),
};

const paramNames = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

interface FuzzedRequest {
  base: RouteRequest;
  params: Record<string, string>;
  query?: string;
  body: HostileBody;
}

const takesBody = (route: HttpRoute) => route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';

/** The base request's own path parameters, encoded as the URL carries them. */
const knownParams = (route: HttpRoute, base: RouteRequest) =>
  Object.fromEntries(paramNames(templateOf(route, base)).map((name) => [name, encodeURIComponent(base.params?.[name] ?? String(world.eventId))]));

/** Bodies for the routes that take one; for every route, now and then hostile path parameters and queries. */
function hostileRequests(route: HttpRoute, bases: RouteRequest[]): fc.Arbitrary<FuzzedRequest> {
  return fc.constantFrom(...bases).chain((base) => {
    const known = knownParams(route, base);
    const params = fc.record(Object.fromEntries(paramNames(templateOf(route, base)).map((name) => [name, fc.oneof({ weight: 3, arbitrary: fc.constant(known[name] ?? '') }, { weight: 1, arbitrary: hostileSegment })])));
    const query = fc.option(fc.tuple(fc.constantFrom('q', 'list', 'cursor', 'modalidad', 'view', 'group', 'page', 'type', 'filtro', 'formato', 'lista'), hostileSegment).map(([name, value]) => `${name}=${value}`), { nil: base.query });
    const body = takesBody(route) ? hostileBody(base.body) : fc.constant({ text: undefined, unreadable: false });
    return fc.record({ base: fc.constant(base), params, query, body });
  });
}

/** Every base sent with each body that is none or not JSON: always tried, since one of them once replaced a whole document. */
const unreadableExamples = (route: HttpRoute, bases: RouteRequest[]): [FuzzedRequest][] =>
  takesBody(route) ? bases.flatMap((base) => unreadableTexts.map((text): [FuzzedRequest] => [{ base, params: knownParams(route, base), query: base.query, body: { text, unreadable: true } }])) : [];

/** A 4xx the platform wrote: its code and a message that is not one of English's stock phrases. */
function expectSpanishError(answer: RawAnswer): void {
  const { code, message } = (answer.body ?? {}) as { code?: unknown; message?: unknown };
  expect(typeof code, JSON.stringify(answer.body)).toBe('string');
  expect(typeof message).toBe('string');
  expect(message).not.toMatch(/\b(the|is|not|invalid|error|request|found|unauthorized|forbidden)\b/i);
}

describe.each(httpRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('fuzzing %s', (_, route) => {
  it('answers hostile input with a 4xx in Spanish, never a 5xx, and a refused write changes nothing', async () => {
    const who = callerFor(route);
    const target = storedTargets[route.id];
    const bases = await basesOf(route, who);
    await fc.assert(
      fc.asyncProperty(hostileRequests(route, bases), async ({ base, params, query, body }) => {
        const before = target ? await target() : undefined;
        const path = templateOf(route, base).replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
        const answer = await sendRaw(cloudUrl, methodOf(route, base), query ? `${path}?${query}` : path, who, body.text);
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        if (body.unreadable) expect(answer.status).toBeGreaterThanOrEqual(400);
        if (answer.status >= 400) {
          // A page's document answers a page it does not know with the Spanish SPA shell (docs/sites.md 'Documents').
          if (route.servesSpaShell) expect(String(answer.body)).toContain('<html lang="es-MX">');
          else expectSpanishError(answer);
          if (target) expect(await target()).toEqual(before);
        }
      }),
      { numRuns: RUNS, examples: unreadableExamples(route, bases) },
    );
  });
});
