// The open results feed through the local cloud's public port, as an integrator and an embedding site
// meet it: the page the results screens read, as JSON and as CSV, a 304 while it has not moved and the
// new version once a read moved it, only live and closed events, and the widget's page framable by
// any site while the feed's data keeps denying frames. The per-address limit as deployed is in
// tests/integration/edge/public-api.test.ts (this cloud raises its limits).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { StandingsPage } from '@shared/results/result-row';
import type { FeedStandings } from '@shared/results/feed-schemas';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { createdEvent, newEventInfo } from '../../support/timed-events';
import { at, runner, sendReads, timedRace, type TimedRace } from '../timing/timing-fixture';

const cloudUrl = inject('cloudUrl');

let race: TimedRace;
const general = (eventId: number, extra = '') => `${cloudUrl}/api/feed/v1/events/${eventId}/standings?modalidad=10K&view=general${extra}`;
const finish = (bib: string, clock: string) => ({ readId: `meta-${bib}`, bib, point: 'META', time: at(clock) });

beforeAll(async () => {
  race = await timedRace(cloudUrl, { athletes: [runner('101', 'Ana', 'F'), runner('102', 'Luis, "el Rayo"'), runner('103', 'Berta', 'F')] });
  await sendReads(cloudUrl, race, [finish('101', '07:41:00'), finish('102', '07:39:30')]);
});

describe('the open feed’s standings', () => {
  it('answers the very page the results screens read, as JSON, cacheable by anyone for 2 s', async () => {
    const [feed, screen] = await Promise.all([fetch(general(race.eventId)), callApi<StandingsPage>(cloudUrl, `/api/events/${race.eventId}/results?modalidad=10K&view=general`)]);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('public, max-age=2, stale-while-revalidate=1');
    expect(feed.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await feed.json()) as FeedStandings;
    expect(body.rows).toEqual(screen.body.rows);
    expect(body).toMatchObject({ total: 2, pageCount: 1, preliminary: true });
    expect(body.rows.map((row) => row.num)).toEqual(['102', '101']);
  });

  it('answers the same page as a CSV file with Spanish columns, a name with a comma kept in one cell', async () => {
    const feed = await fetch(general(race.eventId, '&formato=csv'));
    expect(feed.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await feed.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Posición,Número,Nombre,Rama,Categoría,Modalidad,Tiempo oficial,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1,102,"Luis, ""el Rayo"" Prueba",Varonil,Libre,/);
    expect(lines[2]).toMatch(/^2,101,Ana Prueba,Femenil,Libre,/);
  });

  it('answers 304 while the page has not moved, and the new version once a read moved it', async () => {
    const first = await fetch(general(race.eventId));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+\.json"$/);
    const held = await fetch(general(race.eventId), { headers: { 'if-none-match': etag } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');

    await sendReads(cloudUrl, race, [finish('103', '07:40:10')]);
    const moved = await fetch(general(race.eventId), { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).not.toBe(etag);
    expect(((await moved.json()) as FeedStandings).rows.map((row) => row.num)).toEqual(['102', '103', '101']);
  });
});

describe('an event whose results are not public', () => {
  it('is refused by every data route of the feed, and its widget says where its results will show', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    const { iDEvento } = await createdEvent(cloudUrl, token, newEventInfo({ eventoDisponible: 2 }));
    for (const path of [`/api/feed/v1/events/${iDEvento}`, `/api/feed/v1/events/${iDEvento}/standings?modalidad=10K&view=general`, `/api/feed/v1/events/${iDEvento}/passes`, `/api/feed/v1/events/${iDEvento}/athletes/101?formato=csv`]) {
      const answer = await callApi<{ code: string; message: string }>(cloudUrl, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ code: 'RESULTS_NOT_PUBLIC', message: 'Los resultados de este evento aún no son públicos' });
    }
    const widget = await fetch(`${cloudUrl}/api/feed/v1/events/${iDEvento}/widget`);
    expect(widget.status).toBe(200);
    expect(await widget.text()).toContain('Los resultados se publicarán aquí en cuanto empiece el evento.');
  });
});

describe('framing', () => {
  it('lets any site frame the widget’s page, and no site frame the feed’s data', async () => {
    const [widget, data] = await Promise.all([fetch(`${cloudUrl}/api/feed/v1/events/${race.eventId}/widget`), fetch(general(race.eventId))]);
    expect(widget.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    expect(await widget.text()).toContain('<td class="nombre">Luis, &#34;el Rayo&#34; Prueba</td>');
    expect(data.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(data.headers.get('x-frame-options')).toBe('DENY');
  });
});
