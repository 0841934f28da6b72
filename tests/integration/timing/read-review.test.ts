// The review queue of doubtful reads (docs/timing.md#the-review-queue) through the local cloud: reads
// the rules take but that look wrong are listed for the event's timer; 'Aceptar' and 'Descartar' move
// the standings through the queue, once each; the event's setting hides unaccepted ones.
import { describe, expect, inject, it } from 'vitest';
import type { ResultRow } from '@shared/results/result-row';
import type { ReviewDecisionAnswer, ReviewQueue } from '@shared/timing/read-review-schemas';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { queuesDrained } from '../../support/queues-drained';
import { at, runner, sendReads, timedRace, type TimedRace } from './timing-fixture';

const cloudUrl = inject('cloudUrl');

const queueOf = (race: TimedRace, token = race.token) => callApi<ReviewQueue>(cloudUrl, `/api/events/${race.eventId}/read-reviews`, { token });
const decide = (race: TimedRace, body: { bib: string; readId: string; decision: string }, token = race.token) =>
  callApi<ReviewDecisionAnswer>(cloudUrl, `/api/events/${race.eventId}/read-reviews`, { method: 'POST', token, body });
const rowOf = async (race: TimedRace, bib: string) => (await callApi<{ row: ResultRow }>(cloudUrl, `/api/events/${race.eventId}/athletes/${bib}`)).body.row;

describe('the review queue', () => {
  it('lists doubtful reads with the pass history; accepting keeps a read, discarding takes it out, each once', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('101', 'José'), runner('102', 'Ana', 'F')] });
    await sendReads(cloudUrl, race, [
      { readId: 'a-salida', bib: '101', point: 'SALIDA', time: at('07:00:20') },
      // 5 km in five minutes.
      { readId: 'a-km5', bib: '101', point: 'KM5', time: at('07:05:00') },
      { readId: 'a-meta', bib: '101', point: 'META', time: at('07:45:00') },
      // A finish ten minutes after the gun.
      { readId: 'b-meta', bib: '102', point: 'META', time: at('07:10:00') },
      { readId: 'x-meta', bib: '999', point: 'META', time: at('07:40:00') },
    ]);

    const listed = await queueOf(race);
    expect(listed.status).toBe(200);
    const flagged = listed.body.athletes.map(({ bib, passes }) => [bib, passes.filter(({ codes }) => codes.length > 0).map(({ readId, codes }) => [readId, codes])]);
    expect(flagged).toEqual([
      ['101', [['a-km5', ['paceTooFast']]]],
      ['102', [['b-meta', ['finishTooEarly']]]],
      ['999', [['x-meta', ['unknownAthlete']]]],
    ]);
    expect(listed.body.athletes[0]).toMatchObject({ nombre: 'José Prueba', passes: [{ readId: 'a-salida', hora: '2030-03-01 07:00:20.000' }, { readId: 'a-km5' }, { readId: 'a-meta' }] });
    // Counted as before any decision: the event does not hide them.
    expect((await rowOf(race, '102')).toMS).toBe(600_000);

    const stranger = await signedUpAthlete(cloudUrl);
    expect((await decide(race, { bib: '101', readId: 'a-km5', decision: 'aceptada' }, stranger.token)).status).toBe(403);
    expect((await queueOf(race, stranger.token)).status).toBe(403);

    expect(await decide(race, { bib: '101', readId: 'a-km5', decision: 'aceptada' })).toEqual({ status: 200, body: { changed: true, decision: 'aceptada' } });
    expect(await decide(race, { bib: '101', readId: 'a-km5', decision: 'aceptada' })).toEqual({ status: 200, body: { changed: false, decision: 'aceptada' } });
    expect((await decide(race, { bib: '101', readId: 'a-km5', decision: 'descartada' })).status).toBe(409);
    expect((await decide(race, { bib: '101', readId: 'a-meta', decision: 'descartada' })).status).toBe(404);

    expect((await decide(race, { bib: '102', readId: 'b-meta', decision: 'descartada' })).body).toEqual({ changed: true, decision: 'descartada' });
    await queuesDrained(cloudUrl);
    expect((await decide(race, { bib: '102', readId: 'b-meta', decision: 'descartada' })).body).toEqual({ changed: false, decision: 'descartada' });

    expect((await rowOf(race, '102')).toMS).toBe(0);
    expect((await rowOf(race, '101')).parciales.map(({ kpc }) => kpc)).toContain(1001);
    const after = (await queueOf(race)).body;
    expect(after.athletes.map(({ bib }) => bib)).toEqual(['101', '999']);
    expect(after.athletes[0]!.passes.find(({ readId }) => readId === 'a-km5')?.decision).toBe('aceptada');
    expect(after.athletes[0]!.log).toMatchObject([{ readId: 'a-km5', decision: 'aceptada' }]);
  });

  it('with the event hiding unreviewed reads, a flagged read counts only once accepted', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('201', 'Lucía', 'F')], timingConfig: { review: { hideUnreviewed: true } } });
    await sendReads(cloudUrl, race, [{ readId: 'c-meta', bib: '201', point: 'META', time: at('07:10:00') }]);
    expect((await queueOf(race)).body.hideUnreviewed).toBe(true);
    expect((await rowOf(race, '201')).toMS).toBe(0);

    expect((await decide(race, { bib: '201', readId: 'c-meta', decision: 'aceptada' })).status).toBe(200);
    await queuesDrained(cloudUrl);
    expect((await rowOf(race, '201')).toMS).toBe(600_000);
  });
});
