// The precomputed standings as the public reads them, against an independent ranking of the same race.
import { describe, expect, inject, it } from 'vitest';
import { ageGrade } from '@shared/results/age-grade';
import type { AgeGrade } from '@shared/results/age-grade-value';
import { fromLocalDateTime } from '@shared/results/local-time';
import { rankResults } from '@shared/results/ranking';
import { buildResultRow } from '@shared/timing/result-builder';
import type { ResultRow, StandingsPage } from '@shared/results/result-row';
import type { IngestAnswer } from '@shared/timing/timing-schemas';
import { generateRace } from '@infra/local/seed/race-generator';
import { callApi } from '../../support/accounts';
import { newEventInfo } from '../../support/timed-events';
import { RACE_DAY, at, runner, sendReads, timedRace, timingCall, type TimedRace } from './timing-fixture';

const cloudUrl = inject('cloudUrl');

async function wholeList(race: TimedRace, query: string): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  for (let page = 1; ; page += 1) {
    const res = await callApi<StandingsPage>(cloudUrl, `/api/events/${race.eventId}/results?${query}&page=${page}`);
    expect(res.status).toBe(200);
    rows.push(...res.body.rows);
    if (page >= res.body.pageCount) return rows;
  }
}

const brief = (rows: ResultRow[]) => rows.map((row) => [row.num, row.pG, row.pR, row.pCat, row.to, row.tc]);

describe('standings', () => {
  it('of a generated race equal an independent ranking of the same start list and reads', async () => {
    const generated = generateRace({ seed: 42, athletes: 45, info: newEventInfo({ fechaEvento: RACE_DAY }), utcOffset: '-06:00' });
    const race = await timedRace(cloudUrl, { modalidades: generated.modalidades, puntosControl: generated.puntosControl, athletes: generated.athletes });
    for (let start = 0; start < generated.reads.length; start += 100) {
      const answer = await sendReads<IngestAnswer>(cloudUrl, race, generated.reads.slice(start, start + 100));
      expect(answer.body.rejected).toEqual([]);
    }

    const passesOf = (bib: string) =>
      generated.reads.filter((read) => read.bib === bib).map((read) => ({ codigo: read.point, lap: read.lap, epochMs: Date.parse(read.time) }));
    const expected = rankResults(
      generated.athletes.map((athlete) =>
        buildResultRow({
          athlete,
          passes: passesOf(athlete.bib),
          modality: generated.modalidades.find((m) => m.codigoModalidad === athlete.modalidad)!,
          points: generated.puntosControl,
          zone: 'America/Mexico_City',
          eventDate: RACE_DAY,
          deadTimeMs: 10_000,
        }),
      ),
      { byTime: false, showAll: false },
    );
    for (const { codigoModalidad } of generated.modalidades) {
      const finishers = expected.filter((row) => row.codMod === codigoModalidad && row.pG > 0);
      expect(finishers.length).toBeGreaterThan(0);
      expect(brief(await wholeList(race, `modalidad=${codigoModalidad}&view=general`))).toEqual(brief(finishers));
      const women = finishers.filter((row) => row.gen === 'F');
      expect(brief(await wholeList(race, `modalidad=${codigoModalidad}&view=genero&group=F`))).toEqual(brief(women));
    }
    const live = await callApi<{ finishers: number; participants: number }>(cloudUrl, `/api/events/${race.eventId}/live`);
    expect(live.body).toMatchObject({ finishers: expected.filter((row) => row.pG > 0).length, participants: generated.athletes.length });
  });

  it('answers a page with a short public cache and its ETag, 304 while unchanged, a new ETag after a change', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('101', 'José'), runner('102', 'Ana', 'F')] });
    await sendReads(cloudUrl, race, [{ bib: '101', point: 'META', time: at('07:41:10') }]);
    const url = `${cloudUrl}/api/events/${race.eventId}/results?modalidad=10K&view=general`;
    const first = await fetch(url);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(etag).toMatch(/^"[\w-]+\.1\.p"$/);
    const page = (await first.json()) as StandingsPage;
    expect(page).toMatchObject({ eventId: race.eventId, modalidad: '10K', view: 'general', group: '', page: 1, pageCount: 1, total: 1, preliminary: true });

    const unchanged = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    await sendReads(cloudUrl, race, [{ bib: '102', point: 'META', time: at('07:39:00') }]);
    const changed = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as StandingsPage).rows.map((row) => row.num)).toEqual(['102', '101']);
  });

  it('answers an empty first page before any finisher, and 404 past the last page or for an unknown event', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('101', 'José')] });
    const empty = await callApi<StandingsPage>(cloudUrl, `/api/events/${race.eventId}/results?modalidad=10K&view=categoria&group=V-1`);
    expect(empty.body).toMatchObject({ page: 1, pageCount: 0, total: 0, rows: [] });
    expect((await callApi(cloudUrl, `/api/events/${race.eventId}/results?modalidad=10K&view=general&page=2`)).status).toBe(404);
    expect((await callApi(cloudUrl, `/api/events/99999999/results?modalidad=10K&view=general`)).status).toBe(404);
    expect((await callApi(cloudUrl, `/api/events/${race.eventId}/results?view=todo`)).status).toBe(400);
  });

  it('ranks whole uploaded rows in the same standings and names rows it refuses', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('101', 'José')] });
    await sendReads(cloudUrl, race, [{ bib: '101', point: 'META', time: at('07:41:10') }]);
    const uploaded = await timingCall<{ stored: number; rejected: { index: number; reason: string }[] }>(cloudUrl, race, 'PUT', 'results', {
      results: [
        { num: '500', nombre: 'Rosa Elite', gen: 'F', codMod: '10K', to: '00:35:00', tc: '00:35:00', toMS: 2_100_000, tcMS: 2_100_000, fhm: '2030-03-01 07:35:00.000' },
        { num: '501', gen: 'X', codMod: '10K' },
      ],
    });
    expect(uploaded.body.stored).toBe(1);
    expect(uploaded.body.rejected.map((r) => r.index)).toEqual([1]);
    const rows = await wholeList(race, 'modalidad=10K&view=general');
    expect(rows.map((row) => [row.num, row.pG])).toEqual([['500', 1], ['101', 2]]);
  });

  it('finds athletes by bib and by name ignoring case and accents, and shows one athlete with splits', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('101', 'José'), runner('102', 'Josefina', 'F'), runner('103', 'Luis')] });
    await sendReads(cloudUrl, race, [
      { bib: '101', point: 'KM5', time: at('07:20:00') },
      { bib: '101', point: 'META', time: at('07:41:10') },
    ]);
    const search = (q: string) => callApi<{ rows: ResultRow[] }>(cloudUrl, `/api/events/${race.eventId}/search?q=${encodeURIComponent(q)}`);
    expect((await search('JOSE')).body.rows.map((row) => row.num)).toEqual(['101', '102']);
    expect((await search('102')).body.rows.map((row) => row.nombre)).toEqual(['Josefina Prueba']);
    expect((await search('10')).body.rows).toEqual([]);
    expect((await search('jo')).body.rows).toEqual([]);

    const detail = await callApi<{ row: ResultRow; photos: unknown[]; grade: AgeGrade | null }>(cloudUrl, `/api/events/${race.eventId}/athletes/101`);
    expect(detail.body.row).toMatchObject({ num: '101', pG: 1, to: '00:41:10', parciales: [{ kpc: 1001, tkpc: '00:20:00' }] });
    expect(detail.body.photos).toEqual([]);
    // The 10 km road modality is graded: the detail carries the grade, so the screen needs no table.
    expect(detail.body.grade).not.toBeNull();
    expect(detail.body.grade).toEqual(ageGrade(detail.body.row, 10));
    expect(fromLocalDateTime(detail.body.row.fhm, 'America/Mexico_City')).toBe(Date.parse(at('07:41:10')));
    expect((await callApi(cloudUrl, `/api/events/${race.eventId}/athletes/999`)).status).toBe(404);
  });
});
