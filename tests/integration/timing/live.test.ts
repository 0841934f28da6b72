// Live results over the WebSocket: the event's summary on live:{eventId} (with the field's pace
// profiles), and each followed athlete's row on athlete:{eventId}:{bib} as soon as it changes.
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { AthleteUpdate, LiveState, LiveSummary } from '@shared/realtime/live-messages';
import { FIELD_MIN } from '@shared/results/pace-profile';
import { callApi } from '../../support/accounts';
import { at, runner, sendReads, timedRace, timingCall } from './timing-fixture';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');
const webSocketUrl = inject('webSocketUrl');

type LiveMessage = LiveSummary | AthleteUpdate;

interface Subscriber {
  messages: LiveMessage[];
  close: () => void;
}

async function subscribe(topic: string): Promise<Subscriber> {
  const socket = new WebSocket(webSocketUrl);
  const messages: LiveMessage[] = [];
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'subscribed') resolve();
      if (message.type === 'live' || message.type === 'athlete') messages.push(message as LiveMessage);
    });
    socket.on('error', reject);
  });
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send(JSON.stringify({ action: 'subscribe', topic }));
  await subscribed;
  return { messages, close: () => socket.close() };
}

const snapshot = async (eventId: number) => (await callApi<{ seq: number; rowsSeq: number; finishers: number }>(cloudUrl, `/api/events/${eventId}/live`)).body;

async function until<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('live topics', () => {
  it('answer a batch before its refresh, then send the summary with the counts and the new passes', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('101', 'José'), runner('102', 'Ana', 'F')] });
    const subscriber = await subscribe(`live:${race.eventId}`);
    const before = await snapshot(race.eventId);

    const answer = await timingCall(cloudUrl, race, 'POST', 'reads', { reads: [{ bib: '101', point: 'META', time: at('07:41:10') }] }, race.key, { settle: false });
    expect(answer).toMatchObject({ status: 200, body: { accepted: 1, duplicates: 0 } });

    const summary = await until(() => subscriber.messages.find((message): message is LiveSummary => message.type === 'live' && message.finishers === 1));
    expect(summary).toMatchObject({ topic: `live:${race.eventId}`, eventId: race.eventId, participants: 2 });
    expect(summary.seq).toBeGreaterThan(before.seq);
    expect(summary.rowsSeq).toBe(summary.seq);
    expect(summary.passes).toEqual([{ num: '101', codMod: '10K', nombre: 'José Prueba', kpc: 0, tkpc: '00:41:10', fechaHoraPunto: '2030-03-01 07:41:10.000' }]);
    await queuesDrained(cloudUrl);
    expect(await snapshot(race.eventId)).toMatchObject({ finishers: 1 });
    subscriber.close();
  });

  it("send a followed athlete's row when it changes, and nothing to the followers of others", async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('301', 'Luis'), runner('302', 'Eva', 'F')] });
    const follower = await subscribe(`athlete:${race.eventId}:301`);
    const other = await subscribe(`athlete:${race.eventId}:302`);

    await sendReads(cloudUrl, race, [{ bib: '301', point: 'KM5', time: at('07:20:00') }]);

    const update = await until(() => follower.messages.find((message): message is AthleteUpdate => message.type === 'athlete'));
    expect(update).toMatchObject({ topic: `athlete:${race.eventId}:301`, row: { num: '301', parciales: [expect.objectContaining({ tkpc: '00:20:00' })] } });
    expect(other.messages).toEqual([]);
    follower.close();
    other.close();
  });

  it('end on a summary equal to the snapshot when batches arrive together', async () => {
    const bibs = ['201', '202', '203', '204', '205', '206'];
    const race = await timedRace(cloudUrl, { athletes: bibs.map((bib) => runner(bib, `Atleta ${bib}`)) });
    const subscriber = await subscribe(`live:${race.eventId}`);

    await Promise.all(bibs.map((bib, i) => sendReads(cloudUrl, race, [{ bib, point: 'META', time: at(`07:4${i}:00`) }])));
    const final = await snapshot(race.eventId);
    expect(final.finishers).toBe(bibs.length);
    const last = await until(() => {
      const latest = subscriber.messages.at(-1);
      return latest?.type === 'live' && latest.seq === final.seq ? latest : undefined;
    });
    expect(last.finishers).toBe(bibs.length);
    const seqs = subscriber.messages.flatMap((message) => (message.type === 'live' ? [message.seq] : []));
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    subscriber.close();
  });

  it('carry the field’s pace profile once enough athletes ran a stretch, in the summary and the snapshot', async () => {
    const bibs = Array.from({ length: FIELD_MIN }, (_, i) => String(501 + i));
    const race = await timedRace(cloudUrl, { athletes: bibs.map((bib) => runner(bib, `Atleta ${bib}`)) });
    const subscriber = await subscribe(`live:${race.eventId}`);
    // 5 km in 25 minutes from the gun, then the next 5 km in 27:30: a tenth slower than the pace so far.
    const km5 = bibs.map((bib) => ({ bib, point: 'KM5', time: at('07:25:00') }));
    const finishes = bibs.map((bib) => ({ bib, point: 'META', time: at('07:52:30') }));
    await sendReads(cloudUrl, race, [...km5, ...finishes]);

    const profiles = { '10K': [{ from: 1001, to: 0, n: FIELD_MIN, lo: 1.1, mid: 1.1, hi: 1.1 }] };
    expect((await callApi<LiveState>(cloudUrl, `/api/events/${race.eventId}/live`)).body.profiles).toEqual(profiles);
    const summary = await until(() => subscriber.messages.find((message): message is LiveSummary => message.type === 'live' && message.finishers === FIELD_MIN));
    expect(summary.profiles).toEqual(profiles);
    subscriber.close();
  });

  it('keep each filter’s newest passes, however many newer passes the event has elsewhere', async () => {
    const bibs = Array.from({ length: 30 }, (_, i) => String(401 + i));
    const race = await timedRace(cloudUrl, { athletes: bibs.map((bib) => runner(bib, `Atleta ${bib}`)) });
    // The first three reach km 5; then all thirty finish, so the event's 20 newest passes are finishes.
    const km5 = bibs.slice(0, 3).map((bib, i) => ({ bib, point: 'KM5', time: at(`07:2${i}:00`) }));
    const finishes = bibs.map((bib, i) => ({ bib, point: 'META', time: at(`07:${40 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'}`) }));
    await sendReads(cloudUrl, race, [...km5, ...finishes]);
    const passes = async (filtro: number) =>
      (await callApi<{ passes: { num: string; kpc: number }[] }>(cloudUrl, `/api/events/${race.eventId}/live/passes?modalidad=10K&filtro=${filtro}`)).body.passes;

    expect((await passes(1001)).map((pass) => pass.num)).toEqual(['403', '402', '401']);
    const atFinish = await passes(0);
    expect(atFinish).toHaveLength(20);
    expect(atFinish[0]?.num).toBe('430');
    expect(await passes(100000)).toEqual([]);
    const refused = await callApi<{ message: string }>(cloudUrl, `/api/events/${race.eventId}/live/passes?modalidad=10K&filtro=abc`);
    expect(refused).toMatchObject({ status: 400, body: { message: 'Indica la modalidad y el filtro de puntos de control' } });
  });
});
