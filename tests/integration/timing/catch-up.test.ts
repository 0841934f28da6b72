// Changes whose queued work was lost: the queue cut off between a change's write and its message (as
// when the process dies there, or a kill takes the local cloud's in-memory queue with it). The
// catch-up sweep leaves an event or reto alone while its changes may still be on their way, then
// queues it again until it matches a run without the fault, and once current it leaves the index.
import { describe, expect, it } from 'vitest';
import type { ResultRow, StandingsPage } from '@shared/results/result-row';
import type { RetoResultsPage } from '@shared/retos/reto-results';
import { generateRace } from '@infra/local/seed/race-generator';
import { callApi, waitFor } from '../../support/accounts';
import { fixtureCall } from '../../support/fixture-call';
import { queuesDrained } from '../../support/queues-drained';
import { newEventInfo } from '../../support/timed-events';
import { fixtureCloudForSuite } from '../registration/registration-fixture';
import { recordTimes, testReto } from '../retos/reto-results-fixture';
import { RACE_DAY, sendReads, timedRace, type TimedRace } from './timing-fixture';

const cloud = fixtureCloudForSuite('tests/integration/timing/fixtures/catch-up-routes.ts');

const MINUTE_MS = 60_000;

const fixture = <T>(path: string, body: unknown) => fixtureCall<T>(cloud.url, path, body);

const cutQueue = (cut: boolean) => fixture('client-outage', { client: 'sqs', cut });

/** The sweeps at `at`; how many events and retos they queued again, once that work is done. */
async function catchUpAt(at: number): Promise<{ standings: number; retos: number }> {
  const requeued = await fixture<{ standings: number; retos: number }>('catch-up', { now: new Date(at).toISOString() });
  await queuesDrained(cloud.url);
  return requeued;
}

async function standingsOf(race: TimedRace, codigoModalidad: string): Promise<unknown[][]> {
  const rows: ResultRow[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await callApi<StandingsPage>(cloud.url, `/api/events/${race.eventId}/results?modalidad=${codigoModalidad}&view=general&page=${page}`);
    rows.push(...body.rows);
    if (page >= body.pageCount) return rows.map((row) => [row.num, row.pG, row.pR, row.pCat, row.to, row.tc]);
  }
}

async function liveCounts(race: TimedRace) {
  const { finishers, participants } = (await callApi<{ finishers: number; participants: number }>(cloud.url, `/api/events/${race.eventId}/live`)).body;
  return { finishers, participants };
}

describe('standings whose last change never reached the queue', () => {
  it('are refreshed whole by the sweep once quiet, and then equal those of a race fed without the fault', async () => {
    const generated = generateRace({ seed: 12, athletes: 30, info: newEventInfo({ fechaEvento: RACE_DAY }), utcOffset: '-06:00' });
    const setup = { modalidades: generated.modalidades, puntosControl: generated.puntosControl, athletes: generated.athletes };
    const [twin, cut] = [await timedRace(cloud.url, setup), await timedRace(cloud.url, setup)];
    // The last batch holds the last 30 reads, finishes mostly.
    const last = generated.reads.slice(-30);
    await sendReads(cloud.url, twin, generated.reads);
    await sendReads(cloud.url, cut, generated.reads.slice(0, -30));
    await cutQueue(true);
    await sendReads(cloud.url, cut, last).finally(() => cutQueue(false));
    await queuesDrained(cloud.url);
    const now = Date.now();

    const modalities = generated.modalidades.map((modality) => modality.codigoModalidad);
    const uninterrupted = await Promise.all(modalities.map((codigo) => standingsOf(twin, codigo)));
    expect(await Promise.all(modalities.map((codigo) => standingsOf(cut, codigo)))).not.toEqual(uninterrupted);

    // Within the quiet spell the change may still be on its way: nothing is queued again.
    expect(await catchUpAt(now + MINUTE_MS)).toEqual({ standings: 0, retos: 0 });
    expect(await catchUpAt(now + 3 * MINUTE_MS)).toEqual({ standings: 1, retos: 0 });
    expect(await Promise.all(modalities.map((codigo) => standingsOf(cut, codigo)))).toEqual(uninterrupted);
    expect(await liveCounts(cut)).toEqual(await liveCounts(twin));

    // Current now: the sweep takes it out of its index and queues nothing more.
    expect(await catchUpAt(now + 4 * MINUTE_MS)).toEqual({ standings: 0, retos: 0 });
    expect(await catchUpAt(now + 30 * MINUTE_MS)).toEqual({ standings: 0, retos: 0 });
  });
});

describe('reto positions whose last finish time never reached the queue', () => {
  it('are recomputed by the sweep once quiet', async () => {
    const reto = await testReto(cloud.url);
    await reto.save({ admitResults: true });
    const [ana, bea] = [await reto.athlete({ nombres: 'Ana', genero: 'F' }), await reto.athlete({ nombres: 'Bea', genero: 'F' })];
    await recordTimes(cloud.url, reto.eventId, ana, '00:50:00');
    const results = async () => (await callApi<RetoResultsPage>(cloud.url, `/api/retos/${reto.eventId}/results`, { token: ana })).body;
    await waitFor(async () => ((await results()).total === 1 ? true : undefined));

    await cutQueue(true);
    const cutShort = await callApi(cloud.url, `/api/retos/${reto.eventId}/me/finish`, { method: 'PUT', token: bea, body: { finish: { hours: 0, minutes: 45, seconds: 0 } } }).finally(() => cutQueue(false));
    expect(cutShort.status).toBeGreaterThanOrEqual(500);
    await queuesDrained(cloud.url);
    const now = Date.now();
    expect((await results()).total).toBe(1);

    expect(await catchUpAt(now + MINUTE_MS)).toEqual({ standings: 0, retos: 0 });
    expect(await catchUpAt(now + 3 * MINUTE_MS)).toEqual({ standings: 0, retos: 1 });
    const ranked = await results();
    expect(ranked.rows.map((row) => [row.athleteName, row.positions.absolute])).toEqual([
      ['Bea', 1],
      ['Ana', 2],
    ]);
    expect(await catchUpAt(now + 4 * MINUTE_MS)).toEqual({ standings: 0, retos: 0 });
  });
});
