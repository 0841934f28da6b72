// Live results over the WebSocket: a subscriber to live:{eventId} gets small, numbered deltas.
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { StandingsDelta } from '../../../shared/results/result-row';
import { callApi } from '../../support/accounts';
import { at, runner, sendReads, timedRace } from './timing-fixture';

const cloudUrl = inject('cloudUrl');
const webSocketUrl = inject('webSocketUrl');

interface Subscriber {
  deltas: StandingsDelta[];
  nextDelta: () => Promise<StandingsDelta>;
  close: () => void;
}

async function subscribe(topic: string): Promise<Subscriber> {
  const socket = new WebSocket(webSocketUrl);
  const deltas: StandingsDelta[] = [];
  const waiters: ((delta: StandingsDelta) => void)[] = [];
  let read = 0;
  const subscribed = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'subscribed') resolve();
      if (message.type !== 'delta') return;
      deltas.push(message as StandingsDelta);
      waiters.shift()?.(message as StandingsDelta);
    });
    socket.on('error', reject);
  });
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send(JSON.stringify({ action: 'subscribe', topic }));
  await subscribed;
  return {
    deltas,
    nextDelta: () => {
      read += 1;
      return deltas.length >= read ? Promise.resolve(deltas[read - 1]!) : new Promise((resolve) => waiters.push(resolve));
    },
    close: () => socket.close(),
  };
}

const snapshot = async (eventId: number) => (await callApi<{ seq: number; finishers: number }>(cloudUrl, `/api/events/${eventId}/live`)).body;

describe('live deltas', () => {
  it('reach a subscriber of live:{eventId} after a batch, with the changed rows and the new passes', async () => {
    const race = await timedRace(cloudUrl, { athletes: [runner('101', 'José'), runner('102', 'Ana', 'F')] });
    const subscriber = await subscribe(`live:${race.eventId}`);
    const { seq } = await snapshot(race.eventId);

    await sendReads(cloudUrl, race, [{ bib: '101', point: 'META', time: at('07:41:10') }]);
    const delta = await subscriber.nextDelta();
    expect(delta).toMatchObject({ type: 'delta', topic: `live:${race.eventId}`, eventId: race.eventId, seq: seq + 1, finishers: 1, participants: 2, removed: [] });
    expect(delta.upserts.map((row) => [row.num, row.pG])).toEqual([['101', 1]]);
    expect(delta.passes).toEqual([{ num: '101', nombre: 'José Prueba', codMod: '10K', kpc: 0, tkpc: '00:41:10', fechaHoraPunto: '2030-03-01 07:41:10.000' }]);
    expect(await snapshot(race.eventId)).toMatchObject({ seq: seq + 1, finishers: 1 });
    subscriber.close();
  });

  it('coalesces batches arriving together into fewer deltas with consecutive numbers', async () => {
    const bibs = ['201', '202', '203', '204', '205', '206'];
    const race = await timedRace(cloudUrl, { athletes: bibs.map((bib) => runner(bib, `Atleta ${bib}`)) });
    const subscriber = await subscribe(`live:${race.eventId}`);
    const { seq } = await snapshot(race.eventId);

    await Promise.all(bibs.map((bib, i) => sendReads(cloudUrl, race, [{ bib, point: 'META', time: at(`07:4${i}:00`) }])));
    const final = await snapshot(race.eventId);
    expect(final.finishers).toBe(bibs.length);
    while (subscriber.deltas.at(-1)?.seq !== final.seq) await subscriber.nextDelta();
    const seqs = subscriber.deltas.map((delta) => delta.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seq + 1 + i));
    expect(seqs.length).toBeLessThan(bibs.length);
    expect(new Set(subscriber.deltas.flatMap((delta) => delta.upserts.map((row) => row.num)))).toEqual(new Set(bibs));
    subscriber.close();
  });
});
