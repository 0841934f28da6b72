// POST reads as a timing system sends them: idempotent, row by row, behind the event's key.
import { describe, expect, inject, it } from 'vitest';
import type { ResultRow, StandingsPage } from '@shared/results/result-row';
import type { IngestAnswer } from '@shared/timing/timing-schemas';
import { callApi } from '../../support/accounts';
import { at, runner, sendReads, timedRace, timingCall, type TimedRace } from './timing-fixture';

const cloudUrl = inject('cloudUrl');

const athletes = [runner('101', 'José'), runner('102', 'Ana', 'F'), runner('103', 'Luis')];

async function general(race: TimedRace): Promise<{ etag: string | null; page: StandingsPage }> {
  const res = await fetch(`${cloudUrl}/api/events/${race.eventId}/results?modalidad=10K&view=general`);
  return { etag: res.headers.get('etag'), page: (await res.json()) as StandingsPage };
}

const finishOf = async (race: TimedRace, bib: string) =>
  (await callApi<{ row: ResultRow }>(cloudUrl, `/api/events/${race.eventId}/athletes/${bib}`)).body.row;

describe('POST /api/timing/events/{eventId}/reads', () => {
  it('stores a batch once: the same batch again is all duplicates and leaves the standings as they were', async () => {
    const race = await timedRace(cloudUrl, { athletes });
    const batch = [
      { bib: '101', point: 'SALIDA', time: at('07:00:04') },
      { bib: '101', point: 'META', time: at('07:41:10.500') },
      { readId: 'mat-1-77', bib: '102', point: 'META', time: at('07:39:02') },
    ];
    const first = await sendReads<IngestAnswer>(cloudUrl, race, batch);
    expect(first).toEqual({ status: 200, body: { accepted: 3, duplicates: 0, rejected: [] } });
    const before = await general(race);
    const live = await callApi<{ seq: number }>(cloudUrl, `/api/events/${race.eventId}/live`);

    const again = await sendReads<IngestAnswer>(cloudUrl, race, batch);
    expect(again.body).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    const after = await general(race);
    expect(after.etag).toBe(before.etag);
    expect(after.page.rows).toEqual(before.page.rows);
    expect(after.page.rows.map((row) => [row.num, row.pG, row.to])).toEqual([['102', 1, '00:39:02'], ['101', 2, '00:41:10']]);
    expect((await callApi<{ seq: number }>(cloudUrl, `/api/events/${race.eventId}/live`)).body.seq).toBe(live.body.seq);
  });

  it('counts each read once when the same reads arrive several times at once, overlapping new ones', async () => {
    const race = await timedRace(cloudUrl, { athletes });
    const shared = [
      { bib: '101', point: 'KM5', time: at('07:20:00') },
      { bib: '101', point: 'META', time: at('07:41:10') },
      { bib: '103', point: 'META', time: at('07:44:00') },
    ];
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => sendReads<IngestAnswer>(cloudUrl, race, [...shared, { bib: '102', point: 'KM5', time: at(`07:2${i}:30`) }])),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.body.accepted, 0)).toBe(shared.length + 4);
    expect(answers.reduce((sum, answer) => sum + answer.body.duplicates, 0)).toBe(3 * shared.length);
    const row = await finishOf(race, '101');
    expect(row).toMatchObject({ to: '00:41:10', pG: 1 });
    expect(row.parciales).toHaveLength(1);
    expect((await finishOf(race, '102')).parciales).toHaveLength(1);
  });

  it('stores the valid reads of a batch with malformed rows and names those rows in Spanish', async () => {
    const race = await timedRace(cloudUrl, { athletes });
    const answer = await sendReads<IngestAnswer>(cloudUrl, race, [
      { bib: '101', point: 'META', time: at('07:41:10') },
      { bib: '102', point: 'META', time: 'ayer a las 7' },
      { point: 'META', time: at('07:43:00') },
      { bib: '103', point: 'META', time: at('07:45:00'), lap: 0 },
      { bib: '103', point: 'META', time: at('07:44:00') },
      { bib: '102', point: 'META', time: at('07:46:00'), lap: true },
      { bib: '102', point: 'META', time: at('07:47:00'), lap: '123' },
      { bib: '102', point: 'META', time: '2099-03-01T07:40:00-06:00' },
    ]);
    expect(answer.body.accepted).toBe(2);
    expect(answer.body.rejected).toEqual([
      { index: 1, reason: 'time: time debe ser ISO-8601 con zona' },
      { index: 2, reason: 'falta bib o chip' },
      { index: 3, reason: expect.stringMatching(/^lap: .*1/) },
      { index: 5, reason: 'lap: lap debe ser un número entero' },
      { index: 6, reason: 'lap: lap debe ser un número entero' },
      { index: 7, reason: 'time: fuera de las fechas del evento (2030-03-01: desde un día antes hasta siete días después)' },
    ]);
    expect((await general(race)).page.rows.map((row) => row.num)).toEqual(['101', '103']);
  });

  it('reads CSV with quoted fields and finds chips in the start list; a chip the list lacks counts once an entry carries it', async () => {
    const race = await timedRace(cloudUrl, { athletes });
    const csv = [
      'readId,bib,chip,point,time,lap',
      `"r,1",,C101,"META",${at('07:41:10')},1`,
      `r2,,C999,META,${at('07:42:00')},1`,
      `,102,,META,${at('07:39:00')},`,
    ].join('\r\n');
    const answer = await timingCall<IngestAnswer>(cloudUrl, race, 'POST', 'reads', csv);
    expect(answer.body).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    expect((await general(race)).page.rows.map((row) => row.num)).toEqual(['102', '101']);

    await timingCall(cloudUrl, race, 'PUT', 'athletes', { athletes: [{ ...runner('104', 'Marta', 'F'), chip: 'C999' }] });
    expect((await general(race)).page.rows.map((row) => [row.num, row.to])).toEqual([['102', '00:39:00'], ['101', '00:41:10'], ['104', '00:42:00']]);
  });

  it('counts a read by bib sent before the start list names the athlete, as a read by chip', async () => {
    const race = await timedRace(cloudUrl, { athletes });
    await sendReads(cloudUrl, race, [{ bib: '105', point: 'META', time: at('07:50:00') }]);
    expect((await general(race)).page.rows.map((row) => row.num)).not.toContain('105');

    await timingCall(cloudUrl, race, 'PUT', 'athletes', { athletes: [runner('105', 'Pedro')] });
    expect((await general(race)).page.rows.map((row) => [row.num, row.to])).toContainEqual(['105', '00:50:00']);
  });

  it('refuses a wrong, missing or revoked key with 401 and stores nothing', async () => {
    const race = await timedRace(cloudUrl, { athletes });
    const other = await timedRace(cloudUrl);
    const read = [{ bib: '101', point: 'META', time: at('07:41:10') }];
    for (const key of ['tk_no-es-una-llave', null, other.key]) {
      const refused = await sendReads<{ code: string; message: string }>(cloudUrl, race, read, key);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ code: 'INVALID_API_KEY', message: expect.stringContaining('Llave de cronometraje inválida') });
    }
    expect((await timingCall(cloudUrl, race, 'PUT', 'athletes', { athletes: [runner('104', 'Eva')] }, other.key)).status).toBe(401);
    expect((await callApi(cloudUrl, `/api/events/${race.eventId}/athletes/104`)).status).toBe(404);

    const revoked = await callApi(cloudUrl, `/api/events/${race.eventId}/timing-keys/${race.keyId}`, { method: 'DELETE', token: race.token });
    expect(revoked.status).toBe(204);
    expect((await sendReads(cloudUrl, race, read)).status).toBe(401);
    expect((await finishOf(race, '101')).toMS).toBe(0);
  });

  it('refuses a batch of more than 1000 reads whole, and a refused read is new when sent again', async () => {
    const race = await timedRace(cloudUrl, { athletes });
    const many = Array.from({ length: 1001 }, (_, i) => ({ bib: '101', point: 'KM5', time: at(`07:20:${String(i % 60).padStart(2, '0')}`), lap: 1 + Math.floor(i / 60) }));
    const refused = await sendReads<{ code: string }>(cloudUrl, race, many);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('BATCH_TOO_LARGE');
    expect((await sendReads<IngestAnswer>(cloudUrl, race, many.slice(0, 1))).body.accepted).toBe(1);
  });

  it('keeps the first pass within the dead time, whatever order the reads arrive in', async () => {
    const race = await timedRace(cloudUrl, { athletes, timingConfig: { deadTimeSeconds: 10 } });
    await sendReads(cloudUrl, race, [{ bib: '101', point: 'META', time: at('07:41:16') }]);
    expect((await finishOf(race, '101')).to).toBe('00:41:16');
    const late = await sendReads<IngestAnswer>(cloudUrl, race, [
      { bib: '101', point: 'META', time: at('07:41:10') },
      { bib: '102', point: 'META', time: at('07:50:00') },
      { bib: '102', point: 'META', time: at('07:50:09.900') },
    ]);
    expect(late.body).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    expect((await finishOf(race, '101')).to).toBe('00:41:10');
    expect((await finishOf(race, '102')).fhm).toBe('2030-03-01 07:50:00.000');
  });
});
