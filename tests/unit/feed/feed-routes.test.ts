// The open feed's routes over stand-ins of what the refresh published: the same page as JSON and CSV,
// each with its own strong ETag and a 304 for it, only live and closed events, a bad format or query
// refused in Spanish, the per-address limit, and the widget's page with a CSP that lets any site frame it.
import { createHash } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { rateLimits } from '@shared/core/rate-limits';
import { modality, finisher } from '../results/factories';

const { store } = vi.hoisted(() => ({
  store: {
    event: null as Record<string, unknown> | null,
    sections: {} as Record<string, unknown>,
    page: null as { rows: unknown[]; hash: string; generatedAt: string } | null,
    totals: {} as Record<string, number>,
  },
}));
vi.mock('@lambdas/events/events-repository', () => ({ getEvent: async () => store.event }));
vi.mock('@lambdas/events/event-sections-repository', () => ({ getEventSections: async () => store.sections }));
vi.mock('@lambdas/results/standings-repository', () => ({ getStandingsPage: async () => store.page, getPublishedRows: async () => [] }));
vi.mock('@lambdas/results/standings-state-repository', () => ({ getListTotals: async () => store.totals }));
vi.mock('@lambdas/realtime/live-feed-repository', () => ({ getLiveFeedRecord: async () => null }));
vi.mock('@lambdas/results/live-passes-repository', () => ({ getPassList: async () => null }));

process.env.MAIN_HOSTS = 'carreras.mx';
const { handler: standings } = await import('@lambdas/feed/get-feed-standings');
const { handler: passes } = await import('@lambdas/feed/get-feed-passes');
const { handler: widget } = await import('@lambdas/feed/get-feed-widget');

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded?: boolean;
}

let address = 0;
/** Each test asks from an address of its own, so the limit counts only its requests. */
const nextAddress = () => `203.0.113.${(address += 1)}`;
let client = nextAddress();

function call(route: typeof standings, query: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const event = {
    pathParameters: { eventId: '7' },
    queryStringParameters: query,
    headers: { 'x-viewer-ip': client, ...headers },
    requestContext: { http: { method: 'GET' } },
  } as unknown as HttpEvent;
  return route(event, {} as Context) as Promise<Answer>;
}

const text = (answer: Answer) => (answer.isBase64Encoded ? Buffer.from(answer.body, 'base64').toString('utf8') : answer.body);
const general = { modalidad: '10K', view: 'general' };

beforeEach(() => {
  client = nextAddress();
  store.event = { eventId: 7, nombreEvento: 'Carrera <del> Río', eventoDisponible: 1, zonaHoraria: 'America/Mexico_City', updatedAt: '2026-03-01T15:00:00.000Z', organizador: { nombre: 'Club', colorOrganizador: '#2e7d32' } };
  store.sections = { modalidades: [modality()] };
  store.page = { rows: [finisher('7', 3000, { pG: 1, pR: 1, pCat: 1, to: '00:50:00' })], hash: 'h1', generatedAt: '2026-03-01T15:00:00.000Z' };
  store.totals = { [JSON.stringify(['10K', 'general', ''])]: 1 };
});

describe('GET /api/feed/v1/events/{eventId}/standings', () => {
  it('answers the published page as JSON, cacheable two seconds by anyone, with a strong ETag', async () => {
    const answer = await call(standings, general);
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ eventId: 7, modalidad: '10K', view: 'general', page: 1, pageCount: 1, total: 1, preliminary: false, rows: [{ num: '7' }] });
    expect(answer.headers).toMatchObject({ 'cache-control': 'public, max-age=2, stale-while-revalidate=1', 'access-control-allow-origin': '*', etag: '"h1.1.json"' });
  });

  it('answers the same page as a CSV file with its own ETag', async () => {
    const answer = await call(standings, { ...general, formato: 'csv' });
    expect(answer.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', etag: '"h1.1.csv"' });
    expect(answer.headers['content-disposition']).toBe('attachment; filename="resultados_7_10K_general_1.csv"');
    expect(text(answer)).toMatch(/^\uFEFFPosición,Número,/);
    expect(text(answer)).toContain('\r\n1,7,Ana López,Femenil,');
  });

  it('answers 304 without a body to a client that holds the version, and the page again once it moved on', async () => {
    const held = await call(standings, general, { 'if-none-match': '"h1.1.json"' });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    store.page = { ...store.page!, hash: 'h2' };
    expect((await call(standings, general, { 'if-none-match': '"h1.1.json"' })).statusCode).toBe(200);
  });

  it('refuses an event whose results are not public yet, as it refuses one that does not exist', async () => {
    store.event = { ...store.event, eventoDisponible: 2 };
    const answer = await call(standings, general);
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ code: 'RESULTS_NOT_PUBLIC', message: 'Los resultados de este evento aún no son públicos' });
    store.event = null;
    expect(JSON.parse((await call(standings, general)).body)).toMatchObject({ code: 'EVENT_NOT_FOUND' });
  });

  it('refuses a format it does not write, in a refusal any site may read', async () => {
    const answer = await call(standings, { ...general, formato: 'xml' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 'INVALID_FORMAT', message: 'El formato debe ser json o csv' });
    expect(answer.headers).toMatchObject({ 'access-control-allow-origin': '*' });
  });

  it('answers 429 with Retry-After past the limit of one address a minute, counting refused reads too, while another address is served', async () => {
    store.event = { ...store.event, eventoDisponible: 2 };
    const { limit } = rateLimits.feedReadsPerClient[0];
    // From the start of a minute, so the window cannot end halfway through.
    vi.useFakeTimers({ now: new Date('2026-03-01T15:00:00.000Z'), toFake: ['Date'] });
    try {
      for (let i = 0; i < limit; i += 1) expect((await call(standings, general)).statusCode).toBe(404);
      const refused = await call(standings, general);
      expect(refused.statusCode).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBe(60);
      // A widget on another site reads why it was refused.
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      client = nextAddress();
      expect((await call(standings, general)).statusCode).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/feed/v1/events/{eventId}/passes', () => {
  it('takes a modality with its filter, or neither, and says so in Spanish otherwise', async () => {
    expect((await call(passes, {})).statusCode).toBe(200);
    expect((await call(passes, { modalidad: '10K', filtro: '0' })).statusCode).toBe(200);
    const answer = await call(passes, { modalidad: '10K' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_QUERY' });
  });
});

describe('GET /api/feed/v1/events/{eventId}/widget', () => {
  it('draws the list on the server, its texts escaped, under a CSP that lets any site frame it and allows its one style by hash', async () => {
    const answer = await call(widget, {});
    const html = text(answer);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html).toContain('<h1>Carrera &#60;del&#62; Río</h1>');
    expect(html).toContain('<td class="nombre">Ana López</td>');
    const csp = answer.headers['content-security-policy']!;
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("script-src 'self'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(style).toContain('--acento:#2e7d32');
  });

  it('says where the results will show for an upcoming event, and asks a live one to refresh itself', async () => {
    store.event = { ...store.event, eventoDisponible: 2 };
    const upcoming = text(await call(widget, {}));
    expect(upcoming).toContain('Los resultados se publicarán aquí en cuanto empiece el evento.');
    expect(upcoming).not.toContain('<form');
    expect(upcoming).not.toContain('data-actualizar');
    store.event = { ...store.event, eventoDisponible: 4 };
    expect(text(await call(widget, {}))).toContain('<main data-actualizar="5">');
  });

  it('answers a list no modality has with a Spanish 400', async () => {
    const answer = await call(widget, { lista: 'categoria' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_LIST' });
  });
});
